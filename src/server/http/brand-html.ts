// index.html as served to one brand: a <meta name="gangway-brand"> the client reads before its
// first paint, <html data-brand> that the stylesheet's brand colours and shell logo key on, the
// brand's company as the initial <title>, its theme colour, its icons (touch icon, favicon, iOS
// splash screens), and whether the social login is configured (<meta name="gangway-social">, so the
// login page knows at once). The manifest link stays: its address answers per host (brand-manifest.ts).
import { BRANDS, type Brand } from '../../shared/domain/brands.ts';
import { escapeHtml } from './escape-html.ts';

/** keepTitle: a prerendered page already carries its own '<Page> | <company>™' title. */
export function brandIndexHtml(
  html: string,
  brand: Brand,
  options: { facebook?: boolean; keepTitle?: boolean } = {},
): string {
  const social = options.facebook ? '\n    <meta name="gangway-social" content="facebook">' : '';
  const meta = `<meta name="gangway-brand" content="${escapeHtml(brand.id)}">${social}`;
  const title = `<title>${escapeHtml(brand.company)}</title>`;
  let out = withBrandAttribute(html, brand);
  out = /<head[^>]*>/i.test(out) ? out.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : `${meta}\n${out}`;
  if (!options.keepTitle) {
    out = /<title>[\s\S]*?<\/title>/i.test(out)
      ? out.replace(/<title>[\s\S]*?<\/title>/i, title)
      : out.replace(meta, `${meta}\n    ${title}`);
  }
  return withIcons(withThemeColor(out, brand), brand);
}

/** The build's head links name the cruise brand's icons (vite.config.ts); another brand's its own. */
function withIcons(html: string, brand: Brand): string {
  const built = BRANDS.cruise.iconFolder;
  if (brand.iconFolder === built) return html;
  return html.replaceAll(`href="${built}/`, `href="${escapeHtml(brand.iconFolder)}/`);
}

function withThemeColor(html: string, brand: Brand): string {
  return html.replace(
    /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/i,
    `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}">`,
  );
}

/**
 * An attribute of <html>, not the meta read with html:has(meta[...]): a :has() on the root makes
 * the browser check the root again on every change in the page, and restyle it (and, through the
 * brand colours it carries, most of the page) when a signed-in page is hydrated.
 */
function withBrandAttribute(html: string, brand: Brand): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s+data-brand="[^"]*"/i, '');
    return `<html${others} data-brand="${escapeHtml(brand.id)}">`;
  });
}
