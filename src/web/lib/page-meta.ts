// Facts the server writes into the page it serves (<meta name="gangway-brand">, "gangway-social").
// A page rendered in Node (at build time, or a signed-in page per request) has no document: the
// render says which page it renders instead (src/web/prerender/render-app.ts).
let prerenderMeta: Readonly<Record<string, string>> = {};

export function setPrerenderMeta(meta: Readonly<Record<string, string>>): void {
  prerenderMeta = meta;
}

export function pageMeta(name: string): string | undefined {
  if (import.meta.env.SSR) return prerenderMeta[name];
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}
