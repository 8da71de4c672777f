// index.html as served to one brand: a <meta name="gangway-brand"> the client reads before its
// first paint, the brand's company as the initial <title>, its theme colour, and whether the
// social login is configured (<meta name="gangway-social">, so the login page knows at once).
import type { Brand } from '../../shared/domain/brands.ts';
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
  let out = /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    : `${meta}\n${html}`;
  if (options.keepTitle) return withThemeColor(out, brand);
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, title)
    : out.replace(meta, `${meta}\n    ${title}`);
  return withThemeColor(out, brand);
}

function withThemeColor(html: string, brand: Brand): string {
  return html.replace(
    /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/i,
    `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}">`,
  );
}
