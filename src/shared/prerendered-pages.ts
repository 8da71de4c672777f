// The visitor pages that are rendered to HTML at build time, one file per brand (scripts/lib/
// prerender.mjs), served by the server for their path (server/http/static-web.ts) and hydrated by
// the client (web/main.tsx). Both halves read this list, so a page is served prerendered exactly
// when the client can hydrate it.
export type PrerenderedPage = {
  /** File name under dist/prerendered/<brand>/ (without .html). */
  file: string;
  /** The page's path; one that ends in '/' stands for every path under it (the invitation's token). */
  path: string;
  /** Rendered with this query; served only to a request that has it (the page differs without). */
  requiredQuery?: { name: string; renderedWith: string };
  /** For a path under a prefix: the rest of the address it is rendered at. */
  renderedAt?: string;
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { file: 'login', path: '/login' },
  { file: 'registration', path: '/registration' },
  { file: 'forgot-password', path: '/password/new' },
  {
    file: 'reset-password',
    path: '/password/edit',
    requiredQuery: { name: 'reset_password_token', renderedWith: 'prerendered' },
  },
  { file: 'not-found', path: '/404' },
  // Its first render is the same for every token: the invitation loads after the page is shown.
  { file: 'invitation', path: '/invite/', renderedAt: 'prerendered' },
];

/** Whether an address's path is this page's (a trailing slash is the same page); the client asks too. */
export function isPrerenderedPath(pagePath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pagePath.endsWith('/')) return path === pagePath;
  return path.startsWith(pagePath) && !path.slice(pagePath.length).includes('/');
}

export const PRERENDER_DIR = 'prerendered';

/** The page prerendered for this request, if any. */
export function prerenderedPageFor(pathname: string, query: URLSearchParams): PrerenderedPage | undefined {
  const page = PRERENDERED_PAGES.find((candidate) => isPrerenderedPath(candidate.path, pathname));
  if (!page) return undefined;
  if (page.requiredQuery && !query.get(page.requiredQuery.name)) return undefined;
  return page;
}

/** The address a page is rendered at (its required query filled in). */
export function prerenderAddress(page: PrerenderedPage): string {
  if (page.renderedAt) return `${page.path}${page.renderedAt}`;
  if (!page.requiredQuery) return page.path;
  const query = new URLSearchParams({ [page.requiredQuery.name]: page.requiredQuery.renderedWith });
  return `${page.path}?${query}`;
}

/** The file of a page for one brand; `withFacebook` picks the variant with the social login on. */
export function prerenderedFile(page: PrerenderedPage, brandId: string, withFacebook: boolean): string {
  return `${PRERENDER_DIR}/${brandId}/${page.file}${withFacebook ? '.facebook' : ''}.html`;
}
