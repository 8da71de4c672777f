// On a signed-in page the server rendered (server/http/server-render.ts), links work from the first
// paint but buttons do nothing until the app has hydrated them, which on a slow phone is a second
// or more: a tap on the bell or the account menu then would be lost. The last button pressed in
// that time is held (its click goes nowhere else: a form is not sent by the browser either) and
// pressed again once the app has taken over the page (#root[data-rendered]). If the app rendered
// the page afresh instead, that button is gone and nothing is pressed.
const root = document.getElementById('root');
let pressed;
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root.contains(button)) return;
  pressed = button;
  event.preventDefault();
  event.stopPropagation();
};
const pressAgain = () => {
  if (!root.dataset.rendered) return;
  watcher.disconnect();
  document.removeEventListener('click', hold, true);
  if (pressed?.isConnected) pressed.click();
};
const watcher = new MutationObserver(pressAgain);
if (root && !root.dataset.rendered) {
  document.addEventListener('click', hold, true);
  watcher.observe(root, { attributes: true, attributeFilter: ['data-rendered'] });
}
