// Why: src/web/prerender/page-html.ts. The files the page's start imports next (data-preload,
// src/shared/start-modules.ts) are asked for once the entry is in, not beside it: three dozen
// requests at once held back the page's photo on a slow link (a booking's LCP 1.2 s to 1.5-2.2 s
// at 4x). A few per task: appending a <link> is work of its own.
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
  import(entry).finally(() => setTimeout(askForSome));
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
