// Renders one visitor page to HTML at build time (scripts/lib/prerender.mjs runs this through
// Vite's SSR build): the same router, route tree and providers as main.tsx, on a memory history,
// so the client hydrates this markup (web/main.tsx) instead of replacing it.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { BRANDS, type BrandId, pageTitle } from '../../shared/domain/brands.ts';
import { AppRoot } from '../app-root.tsx';
import { setPrerenderMeta } from '../lib/page-meta.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { prerenderedPageTitle } from '../lib/use-page-title.ts';
import { createAppRouter } from '../router/router.ts';

/** headTags: the resource hints React wrote for the page (image preloads), for the <head>. */
export type RenderedPage = { markup: string; headTags: string; title: string };

export async function renderPage(address: string, brandId: BrandId, withFacebook: boolean): Promise<RenderedPage> {
  setPrerenderMeta({ 'gangway-brand': brandId, ...(withFacebook ? { 'gangway-social': 'facebook' } : {}) });
  prerenderedPageTitle.page = null;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [address] }) });
  await router.load();
  const rendered = renderToString(<AppRoot queryClient={queryClient} router={router} />);
  // The router's scroll-restoration script removes itself on the client, which renders nothing in
  // its place; the CSP allows no inline script anyway. Without it the markup is what hydrates.
  const withoutScripts = rendered.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // React puts its resource hints first when it renders no <head>: they belong in the page's head
  // (the client does not render them inside #root, so there they would not hydrate).
  const headTags = /^(?:<link\b[^>]*>)*/.exec(withoutScripts)?.[0] ?? '';
  const markup = withoutScripts.slice(headTags.length);
  const brand = BRANDS[brandId];
  return {
    markup,
    headTags,
    title: prerenderedPageTitle.page ? pageTitle(prerenderedPageTitle.page, brand) : brand.company,
  };
}
