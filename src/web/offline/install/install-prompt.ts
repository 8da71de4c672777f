// Installability on Android and desktop Chromium: the browser's beforeinstallprompt event is kept
// (and its mini-infobar suppressed) so the header's user menu can offer 'Install app' when, and
// only when, the browser allows it; once installed (appinstalled, or running standalone) the offer
// goes away. captureInstallPrompt() runs before the first render: the event can come early.
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    emit();
  });
}

function canInstall(): boolean {
  return deferred !== undefined && typeof deferred.prompt === 'function' && !isStandalone();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, canInstall, () => false);
}

/** Shows the browser's install dialog. An event can prompt once: the offer goes until a new one. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  emit();
  try {
    await event.prompt();
  } catch {
    // the browser refused (no user gesture, already shown): nothing to tell the traveller
  }
}
