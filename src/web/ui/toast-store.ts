// Toasts (bottom-left, 3000 ms, 100 ms stagger) and notifications (top-right, 4500 ms).
// A tiny store so any code (mutations, guards) can raise one without React context.
export type ToastKind = 'info' | 'success' | 'error';
export type ToastItem = {
  id: number;
  message: string;
  kind: ToastKind;
  placement: 'toast' | 'notification';
  title?: string;
  action?: ToastAction;
};

export type ToastAction = { label: string; onClick: () => void };

export const TOAST_DURATION_MS = 3000;
export const TOAST_STAGGER_MS = 100;
export const NOTIFICATION_DURATION_MS = 4500;

type Listener = (items: ToastItem[]) => void;
/** No toasts: the Toaster's first state too, so subscribing to an empty store changes nothing. */
export const NO_TOASTS: ToastItem[] = [];
let items = NO_TOASTS;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(items);
}

export function dismissToast(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function push(item: Omit<ToastItem, 'id'>, duration: number, delay: number) {
  const id = nextId++;
  setTimeout(() => {
    items = [...items, { ...item, id }];
    emit();
    setTimeout(() => dismissToast(id), duration);
  }, delay);
  return id;
}

// The next moment a toast may appear: toasts raised together (in one tick or within 100 ms) each
// wait for the previous one, so they show up 100 ms apart instead of all at once.
let nextToastAt = 0;

/** Bottom-left toast; several raised together appear 100 ms apart. */
export function toast(message: string, kind: ToastKind = 'info') {
  const now = Date.now();
  const showAt = Math.max(now, nextToastAt);
  nextToastAt = showAt + TOAST_STAGGER_MS;
  return push({ message, kind, placement: 'toast' }, TOAST_DURATION_MS, showAt - now);
}

/** Top-right notification. */
export function notify(message: string, options: { title?: string; kind?: ToastKind; action?: ToastAction } = {}) {
  return push(
    { message, kind: options.kind ?? 'info', title: options.title, action: options.action, placement: 'notification' },
    NOTIFICATION_DURATION_MS,
    0,
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
