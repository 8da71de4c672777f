// A message to the service worker that answers on the port it is sent, once it has done the work.

/** A worker that does not answer (an older build) must not hold the page up for long. */
const WORKER_ANSWER_TIMEOUT_MS = 2000;

const controller = () => (typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null));

/**
 * Resolves when `worker` (the one controlling this page unless given) has answered, or after the
 * timeout; at once when there is none.
 */
export function askWorker(
  message: { type: string; [detail: string]: unknown },
  worker: ServiceWorker | null = controller(),
): Promise<void> {
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}
