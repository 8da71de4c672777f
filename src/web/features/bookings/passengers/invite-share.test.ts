import { describe, expect, it } from 'vitest';
import { canShare, invitationLink, isShareCancelled, shareData } from './invite-share.ts';

const data = shareData('https://x.example/invite/abc', 'Olivia', 'Gangway Tours');

describe('invite sharing', () => {
  it('builds the link on the app origin from the token', () => {
    expect(invitationLink('https://tour.example', 'a/b c')).toBe('https://tour.example/invite/a%2Fb%20c');
  });

  it('offers the share button only where the Web Share API exists and accepts the data', () => {
    expect(canShare(undefined, data)).toBe(false);
    expect(canShare({}, data)).toBe(false);
    expect(canShare({ share: async () => {} }, data)).toBe(true);
    expect(canShare({ share: async () => {}, canShare: () => false }, data)).toBe(false);
    expect(
      canShare(
        {
          share: async () => {},
          canShare: () => {
            throw new Error('no');
          },
        },
        data,
      ),
    ).toBe(false);
  });

  it('says who invites to what', () => {
    expect(data.text).toBe('Olivia has invited you to Gangway Tours');
  });

  it('treats a dismissed share sheet as no failure', () => {
    expect(isShareCancelled(new DOMException('cancelled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new Error('denied'))).toBe(false);
  });
});
