// Why: src/web/prerender/page-html.ts.
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
let started = false;
const start = () => {
  if (!started && entry) import(entry);
  started = true;
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
