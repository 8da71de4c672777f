// Why: src/web/prerender/page-html.ts. The files the page's start imports next (data-preload,
// src/shared/start-modules.ts) are asked for right after the entry, a few per task: appending a
// <link> is work of its own (a phone would spend tens of milliseconds on all of them at once).
const { entry, preload } = document.querySelector('script[data-entry]')?.dataset ?? {};
const files = preload ? preload.split(' ') : [];
const askForSome = () => {
  for (const href of files.splice(0, 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (files.length > 0) setTimeout(askForSome);
};
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
  setTimeout(askForSome);
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
