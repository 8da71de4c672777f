// Debian's Chromium (CHROME_PATH to use another) with the flags of playwright.config.ts: headless,
// no sandbox (containers), no GPU, and none of the background traffic that would skew a measurement.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
