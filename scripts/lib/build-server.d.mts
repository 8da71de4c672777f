export function buildServer(outDir: string): Promise<{ file: string; bytes: number }[]>;
