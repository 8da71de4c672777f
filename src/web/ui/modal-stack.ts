// The modal dialogs open right now, innermost last. A modal <dialog> sits in the browser's top layer
// and makes everything outside it inert: toasts rendered in the page would be hidden behind it
// and dropped from the accessibility tree, so the toaster renders inside the innermost one instead.
type Listener = (top: HTMLDialogElement | null) => void;

const stack: HTMLDialogElement[] = [];
const listeners = new Set<Listener>();

const top = () => stack.at(-1) ?? null;
const emit = () => {
  for (const listener of listeners) listener(top());
};

export function pushModal(dialog: HTMLDialogElement): void {
  stack.push(dialog);
  emit();
}

export function popModal(dialog: HTMLDialogElement): void {
  const at = stack.lastIndexOf(dialog);
  if (at === -1) return;
  stack.splice(at, 1);
  emit();
}

export function topModal(): HTMLDialogElement | null {
  return top();
}

export function subscribeTopModal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
