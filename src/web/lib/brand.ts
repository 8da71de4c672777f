// Which brand this page is. The server writes the brand into <meta name="gangway-brand"> of the
// HTML it serves for the request host; the hostname rule is the fallback (dev server, cached shell).
import { BRANDS, type Brand, type BrandId, brandIdForHost, pageTitle } from '../../shared/domain/brands.ts';
import { pageMeta } from './page-meta.ts';

function readBrandId(): BrandId {
  const meta = pageMeta('gangway-brand');
  if (meta === 'cruise' || meta === 'tour' || meta === 'medical') return meta;
  return brandIdForHost(location.hostname, 'cruise');
}

let cached: Brand | undefined;

export function currentBrand(): Brand {
  // The prerender renders every brand in one process: never keep one there.
  if (import.meta.env.SSR) return BRANDS[readBrandId()];
  cached ??= BRANDS[readBrandId()];
  return cached;
}

/** Sets document.title to '<Page> | <brand>™'. */
export function setPageTitle(page: string): void {
  document.title = pageTitle(page, currentBrand());
}
