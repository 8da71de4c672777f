// An uploaded avatar becomes two new JPEGs (a 96 px thumbnail and a 512 px large size) made by
// sharp from the decoded pixels: turned upright by its EXIF orientation first, and written with no
// metadata at all (a phone photo carries GPS, the camera, the time). Files are named by the hash of
// the upload, so a URL never changes meaning.
//
// Decoding is where an upload can cost memory: a few hundred bytes can declare 50 MP. So the
// header's dimensions are read first (sharp's metadata reads the header, decodes nothing) and a
// picture beyond AVATAR_MAX_PIXELS / AVATAR_MAX_SIDE is refused unread; the decoder stops at the
// first sign of damage (failOn 'warning': libjpeg reports a cut-off or corrupt scan as a warning and
// would otherwise decode the missing rest as grey, at full size); the picture is decoded once, and
// libvips keeps no cache of it.
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE } from '../../shared/domain/forms/avatar.ts';
import { createHashQueue, HashQueueFullError } from '../auth/hash-queue.ts';

export const AVATAR_SIZES = { thumb: 96, large: 512 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

// Decoding and encoding take a core for a fraction of a second and tens of MiB: one at a time per
// process, four waiting, the rest answered at once (503) rather than piling up.
const encodes = createHashQueue({ concurrency: 1, maxQueued: 4 });
export { HashQueueFullError as AvatarQueueFullError };
// Sharp's own pool would otherwise use every core for one image; every upload is a new picture, so
// libvips' operation cache would only hold its pixels after the answer.
sharp.concurrency(1);
sharp.cache(false);

export class NotAJpegError extends Error {}
export class TooManyPixelsError extends Error {}

const DECODE = { failOn: 'warning', limitInputPixels: AVATAR_MAX_PIXELS } as const;

export const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');
export const avatarFileName = (name: string, size: AvatarSize) => `${name}-${AVATAR_SIZES[size]}.jpg`;
/** "<64 hex>-96.jpg" or "-512.jpg": anything else is not one of ours. */
export const AVATAR_FILE = /^([0-9a-f]{64})-(96|512)\.jpg$/;

/** The header's word on what the upload is, checked before any pixel is decoded. */
async function checkHeader(upload: Buffer): Promise<void> {
  // Without the decoder's pixel limit, which would refuse a big picture as an unreadable one.
  const meta = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'jpeg' || !meta.width || !meta.height) throw new NotAJpegError();
  if (meta.width > AVATAR_MAX_SIDE || meta.height > AVATAR_MAX_SIDE || meta.width * meta.height > AVATAR_MAX_PIXELS)
    throw new TooManyPixelsError();
}

/** The largest size's pixels, upright and square, decoded once; each size is encoded from them. */
async function encodeAll(upload: Buffer): Promise<Record<AvatarSize, Buffer>> {
  const large = AVATAR_SIZES.large;
  const pixels = await sharp(upload, DECODE)
    .rotate()
    .resize(large, large, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new NotAJpegError();
    });
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const encode = (size: number) =>
    sharp(pixels.data, { raw }).resize(size, size).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { thumb: await encode(AVATAR_SIZES.thumb), large: await encode(large) };
}

/** Stores both sizes under DATA_DIR/avatars; answers the name the customer row keeps. */
export async function storeAvatar(dataDir: string, upload: Buffer): Promise<string> {
  return encodes.run(async () => {
    await checkHeader(upload);
    const encoded = await encodeAll(upload);
    const name = createHash('sha256').update(upload).digest('hex');
    const dir = avatarDir(dataDir);
    await mkdir(dir, { recursive: true });
    for (const size of Object.keys(AVATAR_SIZES) as AvatarSize[]) {
      const bytes = encoded[size];
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
