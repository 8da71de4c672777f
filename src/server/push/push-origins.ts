// Where the server may send a push: only to https origins of the browsers' push services, or to
// origins the operator lists (PUSH_ALLOWED_ORIGINS). A subscription is input from the browser, so
// without this rule anyone signed in could make the server call an address of their choosing.
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera, Samsung Internet
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/, // Safari: web.push.apple.com
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/, // Edge on Windows (WNS)
];

/** Whether the server may deliver to `endpoint`: a known push service over https, or a listed origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
