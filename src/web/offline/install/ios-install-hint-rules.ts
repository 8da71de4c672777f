// When the iOS 'Add to Home Screen' hint is shown: Safari on an iPhone, iPad or iPod (iPadOS
// presents itself as a Mac with touch), not already opened from the home screen, and not dismissed
// before on this browser. iOS has no install prompt, so a hint is all a web app can offer.
export const IOS_HINT_DISMISSED_KEY = 'gangway-ios-hint-dismissed';

type Device = { userAgent: string; maxTouchPoints: number; standalone: boolean };

export function isIosSafari({ userAgent, maxTouchPoints }: Omit<Device, 'standalone'>): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && /Safari\//.test(userAgent) && !otherBrowser;
}

export function shouldShowIosHint(device: Device, dismissed: boolean): boolean {
  return !dismissed && !device.standalone && isIosSafari(device);
}
