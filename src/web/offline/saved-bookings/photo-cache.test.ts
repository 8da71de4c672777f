import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePhoto } from './photo-cache.ts';

const PHOTO = 'https://app.example/images/products/peru.jpg';

/** A connection that never answers: the request settles only when its signal gives up. */
const silentFetch = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('saving a booking photo for offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives up on a photo that never arrives, so the save can finish and name it', async () => {
    vi.stubGlobal('location', new URL('https://app.example/bookings/40012'));
    vi.stubGlobal('fetch', vi.fn(silentFetch));
    await expect(savePhoto(PHOTO, 50)).rejects.toThrow(/timeout|aborted/i);
    expect(fetch).toHaveBeenCalledWith(PHOTO, expect.objectContaining({ cache: 'no-cache' }));
  });
});
