// Push reminders in the browser: the service worker shows a pushed reminder (the brand's icon, one
// per booking) and a tap on it takes the open window to the booking. The push is delivered to the
// worker through the DevTools protocol, as a push service would; the tap is the worker's own
// notificationclick handler run on the shown notification.
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const SERVER = { timeout: 20_000 };
const payload = {
  title: 'Payment overdue',
  body: 'The payment for booking #40003 is overdue. Please pay as soon as you can.',
  type: 'PaymentIsOverdue',
  path: '/bookings/40003',
  tag: 'booking-40003',
};

test('a pushed reminder is shown, and a tap on it opens its booking', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/login');
  await signIn(page, DEMO.lead);
  await page.goto('/notifications');
  await waitForServiceWorker(page);
  // The opt-in is a switch, off until the traveller turns it on: no prompt on arrival.
  await expect(page.getByRole('switch', { name: 'Push reminders on this device' })).not.toBeChecked(SERVER);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL ?? page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: new URL(n.icon).pathname,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown, SERVER).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: 'booking-40003',
      icon: '/icons/cruise/icon-192.png',
      data: { path: '/bookings/40003' },
    },
  ]);

  // The tap: the worker's notificationclick handler, given the notification it showed.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    const event = new NotificationEvent('notificationclick', { notification: notification as Notification });
    const waited: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (work: Promise<unknown>) => waited.push(work) });
    scope.dispatchEvent(event);
    await Promise.all(waited);
  });
  await expect(page).toHaveURL(/\/bookings\/40003$/, SERVER);
  await expect.poll(shown, SERVER).toEqual([]);
});
