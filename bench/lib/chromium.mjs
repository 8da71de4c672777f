// Debian's Chromium (CHROME_PATH to use another), and the flags the benchmarks share with the browser
// suite (playwright.config.ts): no sandbox (containers), no GPU, and none of the background traffic
// that would skew a measurement.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags without the headless one, which Playwright adds itself (playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For a launcher that does not add `--headless` (chrome-launcher). */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
