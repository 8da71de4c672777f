// Why: src/web/prerender/page-html.ts. The files the page's start imports next (data-preload,
// src/shared/start-modules.ts) are asked for right after the entry, in a task of their own.
const { entry, preload } = document.querySelector('script[data-entry]')?.dataset ?? {};
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
  setTimeout(() => {
    for (const href of preload ? preload.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  });
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
