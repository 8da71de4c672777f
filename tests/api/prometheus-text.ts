// Reads the Prometheus text format as the metrics port serves it: samples by name and labels.
type Sample = { name: string; labels: Record<string, string>; value: number };

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]));
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there are none). */
export function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}
