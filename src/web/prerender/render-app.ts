// One server render of the app (the same AppRoot the browser hydrates), shared by
// the build-time visitor pages (render-page.ts) and the per-request signed-in pages
// (render-signed-in.ts). Markup only: the page around it is page-html.ts's.
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { BRANDS, type BrandId, pageTitle } from '../../shared/domain/brands.ts';
import { AppRoot } from '../app-root.tsx';
import { setPrerenderMeta } from '../lib/page-meta.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { prerenderedPageTitle } from '../lib/use-page-title.ts';
import { type AppRouter, createAppRouter } from '../router/router.ts';

/** headTags: the resource hints React wrote for the page (image preloads), for the <head>. */
export type RenderedPage = { markup: string; headTags: string; title: string };

/**
 * The app at `address` with its guards and loaders run (router.load()), for a page whose <meta>
 * tags (the server writes them) will name this brand and, withFacebook, the social login.
 */
export async function loadedApp(
  address: string,
  brandId: BrandId,
  withFacebook: boolean,
): Promise<{ router: AppRouter; queryClient: QueryClient }> {
  setPrerenderMeta({ 'gangway-brand': brandId, ...(withFacebook ? { 'gangway-social': 'facebook' } : {}) });
  prerenderedPageTitle.page = null;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [address] }) });
  await router.load();
  return { router, queryClient };
}

/**
 * Renders a router that has loaded (router.load()) to the markup of #root. React's prerender waits
 * for every lazy component (the header's signed-in controls, the page's parts) where renderToString
 * would write their Suspense fallbacks, which the client reports as a failed server render (#419)
 * and renders anew.
 */
export async function renderApp(router: AppRouter, queryClient: QueryClient, brandId: BrandId): Promise<RenderedPage> {
  // No chunk limit: React would write a large completed boundary out of place, to be moved in by
  // an inline script (which the CSP forbids and the markup below drops); here everything is ready.
  // A component that throws leaves its Suspense boundary to the client, which reports it (#419):
  // such a page is not served rendered at all.
  const errors: unknown[] = [];
  const { prelude } = await prerender(createElement(AppRoot, { queryClient, router }), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) throw errors[0];
  const rendered = await new Response(prelude).text();
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
