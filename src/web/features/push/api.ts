// The push feature's public entry for other features: the app icon's badge, and forgetting this
// device's subscription when its customer signs out.
export { useAppBadge } from './app-badge.ts';
export { forgetDevicePush } from './push-device.ts';
