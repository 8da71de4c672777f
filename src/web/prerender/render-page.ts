// Renders one visitor page to HTML at build time (scripts/lib/prerender.mjs runs this through
// Vite's SSR build): the same router, route tree and providers as main.tsx, on a memory history,
// so the client hydrates this markup (web/main.tsx) instead of replacing it.
import type { BrandId } from '../../shared/domain/brands.ts';
import { loadedApp, type RenderedPage, renderApp } from './render-app.ts';

export async function renderPage(address: string, brandId: BrandId, withFacebook: boolean): Promise<RenderedPage> {
  const { router, queryClient } = await loadedApp(address, brandId, withFacebook);
  return await renderApp(router, queryClient, brandId);
}
