// An uploaded avatar becomes two new JPEGs (a 96 px thumbnail and a 512 px large size) made by
// sharp from the decoded pixels: turned upright by its EXIF orientation first, and written with no
// metadata at all (a phone photo carries GPS, the camera, the time). Files are named by the hash of
// the upload, so a URL never changes meaning and can be cached for a year.
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createHashQueue, HashQueueFullError } from '../auth/hash-queue.ts';

export const AVATAR_SIZES = { thumb: 96, large: 512 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

// Decoding and encoding take a core for a fraction of a second and tens of MiB: one at a time per
// process, four waiting, the rest answered at once (503) rather than piling up.
const encodes = createHashQueue({ concurrency: 1, maxQueued: 4 });
export { HashQueueFullError as AvatarQueueFullError };
// Sharp's own pool would otherwise use every core for one image.
sharp.concurrency(1);

export class NotAJpegError extends Error {}

export const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');
export const avatarFileName = (name: string, size: AvatarSize) => `${name}-${AVATAR_SIZES[size]}.jpg`;
/** "<64 hex>-96.jpg" or "-512.jpg": anything else is not one of ours. */
export const AVATAR_FILE = /^([0-9a-f]{64})-(96|512)\.jpg$/;

async function encode(upload: Buffer, size: number): Promise<Buffer> {
  return sharp(upload, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(size, size, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Stores both sizes under DATA_DIR/avatars; answers the name the customer row keeps. */
export async function storeAvatar(dataDir: string, upload: Buffer): Promise<string> {
  return encodes.run(async () => {
    const meta = await sharp(upload)
      .metadata()
      .catch(() => null);
    if (meta?.format !== 'jpeg') throw new NotAJpegError();
    const name = createHash('sha256').update(upload).digest('hex');
    const dir = avatarDir(dataDir);
    await mkdir(dir, { recursive: true });
    for (const size of Object.keys(AVATAR_SIZES) as AvatarSize[]) {
      const bytes = await encode(upload, AVATAR_SIZES[size]).catch(() => {
        throw new NotAJpegError();
      });
      // Written aside and renamed: a reader never sees half a file.
      const target = path.join(dir, avatarFileName(name, size));
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    }
    return name;
  });
}

/** Removes a replaced avatar's files (another customer with the same picture keeps theirs). */
export async function removeAvatarFiles(dataDir: string, name: string): Promise<void> {
  for (const size of Object.keys(AVATAR_SIZES) as AvatarSize[])
    await rm(path.join(avatarDir(dataDir), avatarFileName(name, size)), { force: true });
}
