// The modules a page's start imports at once, beyond the entry. The build writes the files they
// come in, with the files those import, to dist/start-chunks.json (vite.config.ts: startChunks);
// a page sent as HTML names them (src/web/prerender/page-html.ts), and public/start-after-paint.js asks
// for them once the entry is in: the browser fetches them together, instead of finding each file's
// imports once the one before it has arrived. The app itself preloads no lazy file's imports (the
// `modulePreload` option in vite.config.ts says why). Missing a module here costs a round trip,
// not a failure; the browser suite checks these starts ask for nothing they were not told of.

/** What every signed-in page the server renders loads as it starts (src/web/router/route-code.ts, main.tsx). */
const SIGNED_IN_START = [
  'src/web/router/server-rendered-page.ts',
  'src/web/router/signed-in-guards.ts',
  'src/web/offline/signed-in-offline-work.ts',
  'src/web/features/bookings/api/load-bookings.ts',
  'src/web/lib/wipe.ts',
  'src/web/features/shell/signed-in-controls.tsx',
  'src/web/features/shell/notifications-api.ts',
  'src/web/lib/http.ts',
  // The persisted cache's writer, and its restore: a browser signed in before keeps a copy.
  'src/web/lib/persist-code.ts',
];

export const START_MODULES = {
  dashboard: [...SIGNED_IN_START, 'src/web/routes/dashboard.tsx'],
  booking: [...SIGNED_IN_START, 'src/web/routes/booking.tsx'],
  // The prerendered visitor pages, by file name (src/shared/prerendered-pages.ts).
  login: ['src/web/routes/login.tsx'],
  registration: ['src/web/routes/registration.tsx'],
  'forgot-password': ['src/web/routes/forgot-password.tsx'],
  'reset-password': ['src/web/routes/reset-password.tsx'],
  'not-found': ['src/web/routes/not-found.tsx'],
  invitation: ['src/web/routes/invite.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** A built chunk as far as the closure needs it (Rollup's and Rolldown's OutputChunk). */
export type ChunkFacts = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
};

/**
 * The files that carry `modules` and every file those import statically, the entry's excepted (the
 * page loads it itself), in a stable order. `root` is the project's directory (module ids are
 * absolute). A module in no chunk is an error: the list has gone stale.
 */
export function startFiles(chunks: readonly ChunkFacts[], modules: readonly string[], root: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || chunk.isEntry || found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const module of modules) {
    const id = `${root.replace(/\/$/, '')}/${module}`;
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`start-modules: ${module} is in no chunk of the build`);
    visit(chunk.fileName);
  }
  return [...found].sort().map((fileName) => `/${fileName}`);
}
