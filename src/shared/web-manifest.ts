// The web app manifest a brand's host serves (server/http/brand-manifest.ts; vite.config.ts in
// development), so that an app installed from the tour host is the tour brand's. The top-level
// manifest.webmanifest holds what every brand shares and names its images by file only; the brand
// adds its name, short name and colours, and the folders its images are in: the app and shortcut
// icons under iconFolder (`npm run icons`), the install screenshots under screenshotFolder
// (`npm run screenshots`).
import type { Brand } from './domain/brands.ts';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export type ManifestImage = {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: 'narrow' | 'wide';
  label?: string;
};
type Shortcut = { name: string; short_name?: string; url: string; icons?: ManifestImage[] };

export type ManifestTemplate = {
  [member: string]: unknown;
  icons?: ManifestImage[];
  shortcuts?: Shortcut[];
  screenshots?: ManifestImage[];
};

export type WebManifest = ManifestTemplate & {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  shortcuts: Shortcut[];
  screenshots: ManifestImage[];
};

const inFolder = (folder: string) => (image: ManifestImage) => ({ ...image, src: `${folder}/${image.src}` });

export function brandWebManifest(template: ManifestTemplate, brand: Brand): WebManifest {
  const icon = inFolder(brand.iconFolder);
  return {
    ...template,
    name: brand.company,
    short_name: brand.shortName,
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: (template.icons ?? []).map(icon),
    shortcuts: (template.shortcuts ?? []).map((shortcut) => ({ ...shortcut, icons: (shortcut.icons ?? []).map(icon) })),
    screenshots: (template.screenshots ?? []).map(inFolder(brand.screenshotFolder)),
  };
}
