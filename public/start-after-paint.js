// Why and how: src/web/prerender/page-html.ts (each visitor pays for this file's bytes, comments too).
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
const photos = new Set(document.querySelectorAll('img[elementtiming]'));
const types = PerformanceObserver.supportedEntryTypes ?? [];
let painted = !types.includes('paint');
const check = () => painted && !photos.size && setTimeout(start);
const seen = new PerformanceObserver((list) => {
  for (const item of list.getEntries()) item.entryType === 'paint' ? (painted = true) : photos.delete(item.element);
  check();
});
if (types.includes('element')) seen.observe({ type: 'element', buffered: true });
else photos.clear();
const inView = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) isIntersecting || photos.delete(target);
  inView.disconnect();
  check();
});
for (const photo of photos) inView.observe(photo);
if (painted) requestAnimationFrame(check);
else seen.observe({ type: 'paint', buffered: true });
if (document.visibilityState === 'hidden') start();
document.addEventListener('visibilitychange', start, { once: true });
setTimeout(start, 3000);
