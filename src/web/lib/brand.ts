// Which brand this page is. The server writes the brand into <meta name="gangway-brand"> of the
// HTML it serves for the request host; the hostname rule is the fallback (dev server, cached shell).
import { BRANDS, type Brand, type BrandId, brandIdForHost, pageTitle } from '../../shared/domain/brands.ts';

function readBrandId(): BrandId {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="gangway-brand"]')?.content;
  if (meta === 'cruise' || meta === 'tour' || meta === 'medical') return meta;
  return brandIdForHost(location.hostname, 'cruise');
}

let cached: Brand | undefined;

export function currentBrand(): Brand {
  cached ??= BRANDS[readBrandId()];
  return cached;
}

/** Sets document.title to '<Page> | <brand>™'. */
export function setPageTitle(page: string): void {
  document.title = pageTitle(page, currentBrand());
}
