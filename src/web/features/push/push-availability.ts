// Whether this browser can take push reminders, and what the switch says when it cannot. iOS
// delivers Web Push only to a web app added to the Home Screen, so Safari there is told to add it
// first (detected as the install hint does: offline/install/). A shared device is not offered them:
// its next traveller would get the reminders of the one before.
import { isIosSafari } from '../../offline/install/ios-install-hint-rules.ts';

export type PushAvailability = 'available' | 'unsupported' | 'ios-needs-home-screen' | 'blocked' | 'shared-device';

export type PushDevice = {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  /** Service worker, PushManager and Notification are all present. */
  hasPushApi: boolean;
  permission: NotificationPermission | 'unknown';
  /** Signed in with "This is a shared device". */
  sharedDevice: boolean;
};

export function pushAvailability(device: PushDevice): PushAvailability {
  if (device.sharedDevice) return 'shared-device';
  if (!device.standalone && isIosSafari(device)) return 'ios-needs-home-screen';
  if (!device.hasPushApi) return 'unsupported';
  if (device.permission === 'denied') return 'blocked';
  return 'available';
}

export const PUSH_HINTS: Record<PushAvailability, string> = {
  available: 'Payment reminders, new messages and confirmations on this device, even when the app is closed.',
  unsupported: 'This browser cannot show reminders. Try a current Chrome, Edge, Firefox or Safari.',
  'ios-needs-home-screen':
    'Reminders need the app on your Home Screen first: tap Share, then Add to Home Screen, and open it from there.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings to turn reminders on.',
  'shared-device': 'Reminders are not offered on a shared device.',
};
