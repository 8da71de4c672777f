// Toasts (bottom-left, 3000 ms, 100 ms stagger) and notifications (top-right, 4500 ms), as the
// spec times them. A tiny store so any code (mutations, guards) can raise one without React context.
export type ToastKind = 'info' | 'success' | 'error';
export type ToastItem = {
  id: number;
  message: string;
  kind: ToastKind;
  placement: 'toast' | 'notification';
  title?: string;
};

export const TOAST_DURATION_MS = 3000;
export const TOAST_STAGGER_MS = 100;
export const NOTIFICATION_DURATION_MS = 4500;

type Listener = (items: ToastItem[]) => void;
let items: ToastItem[] = [];
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

/** Bottom-left toast; several raised together appear 100 ms apart. */
export function toast(message: string, kind: ToastKind = 'info') {
  const queued = items.filter((item) => item.placement === 'toast').length;
  return push({ message, kind, placement: 'toast' }, TOAST_DURATION_MS, Math.min(queued, 5) * TOAST_STAGGER_MS);
}

/** Top-right notification. */
export function notify(message: string, options: { title?: string; kind?: ToastKind } = {}) {
  return push(
    { message, kind: options.kind ?? 'info', title: options.title, placement: 'notification' },
    NOTIFICATION_DURATION_MS,
    0,
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
