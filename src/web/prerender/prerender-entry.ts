// What scripts/lib/prerender.mjs needs from the app, in one SSR bundle.
import { BRANDS, type BrandId } from '../../shared/domain/brands.ts';

export {
  PRERENDER_DIR,
  PRERENDERED_PAGES,
  prerenderAddress,
  prerenderedFile,
} from '../../shared/prerendered-pages.ts';
export { renderPage } from './render-page.tsx';

export const BRAND_IDS = Object.keys(BRANDS) as BrandId[];
