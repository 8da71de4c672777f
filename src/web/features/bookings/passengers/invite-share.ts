// Inviting by link: the link is built from the invitation's autologinToken on
// this app's own origin; the share button uses the Web Share API only where the device has it.
export type ShareData = { title: string; text: string; url: string };
type ShareCapable = { share?: unknown; canShare?: (data: ShareData) => boolean };

export const invitationLink = (origin: string, autologinToken: string) =>
  `${origin}/invite/${encodeURIComponent(autologinToken)}`;

export function canShare(nav: ShareCapable | undefined, data: ShareData): boolean {
  if (!nav || typeof nav.share !== 'function') return false;
  if (typeof nav.canShare !== 'function') return true;
  try {
    return nav.canShare(data);
  } catch {
    return false;
  }
}

export function shareData(link: string, lead: string, company: string): ShareData {
  return { title: `Join ${lead} on ${company}`, text: `${lead} has invited you to ${company}`, url: link };
}

/** A share the user dismissed is not a failure worth a message. */
export const isShareCancelled = (error: unknown) => error instanceof Error && error.name === 'AbortError';
