// A tap on a signed-in page the server rendered, before the app has hydrated it: links work from the
// first paint, but a button does nothing until the app has taken it over, which on a slow phone is a
// second or more. This script holds the last button pressed in that time (its click goes nowhere
// else: a form is not sent by the browser either) and presses it again once the app has taken the
// page over (#root[data-rendered]). If the app drew the page afresh instead, that button is gone and
// nothing is pressed. It is written into the page (render-signed-in.ts), not fetched: a request of
// its own joined the first paint's graph and delayed the page's photo. The server takes this text
// from the same build (prerender-entry.ts), and that page's CSP allows exactly it, by its hash
// (server/http/security-headers.ts).
export const EARLY_TAPS_SCRIPT = `const root = document.getElementById('root');
let pressed;
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root.contains(button)) return;
  pressed = button;
  event.preventDefault();
  event.stopPropagation();
};
const watcher = new MutationObserver(() => {
  if (!root.dataset.rendered) return;
  watcher.disconnect();
  document.removeEventListener('click', hold, true);
  if (pressed && pressed.isConnected) pressed.click();
});
if (root && !root.dataset.rendered) {
  document.addEventListener('click', hold, true);
  watcher.observe(root, { attributes: true, attributeFilter: ['data-rendered'] });
}`;
