// The types of chromium.mjs, which playwright.config.ts imports.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const CHROMIUM_FLAGS: string[];
