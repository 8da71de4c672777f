// Renders one visitor page to HTML at build time (scripts/lib/prerender.mjs runs this through
// Vite's SSR build): the same router, route tree and providers as main.tsx, on a memory history,
// so the client hydrates this markup (web/main.tsx) instead of replacing it.
import { createMemoryHistory } from '@tanstack/react-router';
import type { BrandId } from '../../shared/domain/brands.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from '../router/router.ts';
import { type RenderedPage, renderApp, setRenderedPageMeta } from './render-app.ts';

export type { RenderedPage } from './render-app.ts';

export async function renderPage(address: string, brandId: BrandId, withFacebook: boolean): Promise<RenderedPage> {
  setRenderedPageMeta(brandId, withFacebook);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [address] }) });
  await router.load();
  return await renderApp(router, queryClient, brandId);
}
