// Facts the server writes into the page it serves (<meta name="gangway-brand">, "gangway-social").
// At build time a prerendered page is rendered in Node, where there is no document: the prerender
// says which page it renders instead (src/web/prerender/render-page.tsx).
let prerenderMeta: Readonly<Record<string, string>> = {};

export function setPrerenderMeta(meta: Readonly<Record<string, string>>): void {
  prerenderMeta = meta;
}

export function pageMeta(name: string): string | undefined {
  if (import.meta.env.SSR) return prerenderMeta[name];
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}
