// An uploaded avatar becomes two new JPEGs (a 96 px thumbnail and a 512 px large size) made by
// sharp from the decoded pixels: turned upright by its EXIF orientation first, and written with no
// metadata at all (a phone photo carries GPS, the camera, the time). Files are named by the hash of
// the upload, so a URL never changes meaning.
//
// No upload may cost unbounded work. Before anything is decoded, the JPEG's markers are walked
// (jpeg-structure.ts): its dimensions, its scans and, for a picture kept whole while decoding, its
// blocks are bounded, so a few hundred bytes declaring 50 MP, or a file of thousands of scans, is
// refused in a millisecond. Then the decoder stops at the first sign of damage (failOn 'warning':
// libjpeg reports a cut-off or corrupt scan as a warning and would otherwise decode the missing
// rest as grey, at full size), within a time limit; the picture is decoded once, and libvips keeps
// no cache of it. A request whose client has gone is dropped from the queue, and nothing of it is
// encoded or stored.
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE } from '../../shared/domain/forms/avatar.ts';
import { createHashQueue, HashQueueFullError } from '../auth/hash-queue.ts';
import { MalformedJpegError, readJpegStructure, TooManyScansError } from './jpeg-structure.ts';

export const AVATAR_SIZES = { thumb: 96, large: 512 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

// Decoding and encoding run on libuv's thread pool, never on the event loop, so other requests are
// answered meanwhile. Within the bounds checked first, each takes a core for about a second at most
// and ~100 MiB: one at a time per process, four waiting, the rest answered at once (503) rather than
// piling up; a process keeps its other cores and pool threads for everything else. (A worker thread
// would add nothing: sharp's work runs on the pool from a worker too, and terminating the worker
// does not stop it.)
const encodes = createHashQueue({ concurrency: 1, maxQueued: 4 });
export { HashQueueFullError as AvatarQueueFullError };
// Sharp's own pool would otherwise use every core for one image; every upload is a new picture, so
// libvips' operation cache would only hold its pixels after the answer.
sharp.concurrency(1);
sharp.cache(false);

export class NotAJpegError extends Error {}
export class TooManyPixelsError extends Error {}
export class TooManyBlocksError extends Error {}
export { TooManyScansError };

// A picture the decoder keeps whole costs 128 bytes per 8x8 block and component, whatever size it is
// shrunk to: 16 MP in three full-resolution components (96 MiB) at most, a 12 MP phone photo in any
// sampling fits. A baseline picture is decoded row by row, so it has only the pixel bounds.
const MAX_WHOLE_BLOCKS = (16_000_000 / 64) * 3;

// A bounded file decodes in under half a second of CPU; the limit is a backstop for what the bounds
// did not foresee, checked by libvips as it produces pixels. It is wall-clock time, so it leaves
// room for a busy host.
const DECODE_SECONDS = 20;
const DECODE = { failOn: 'warning', limitInputPixels: AVATAR_MAX_PIXELS } as const;

export const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');
export const avatarFileName = (name: string, size: AvatarSize) => `${name}-${AVATAR_SIZES[size]}.jpg`;
/** "<64 hex>-96.jpg" or "-512.jpg": anything else is not one of ours. */
export const AVATAR_FILE = /^([0-9a-f]{64})-(96|512)\.jpg$/;

/** The markers' word on what the upload is and will cost, checked before any pixel is decoded. */
function checkStructure(upload: Buffer): void {
  let structure: ReturnType<typeof readJpegStructure>;
  try {
    structure = readJpegStructure(upload);
  } catch (error) {
    if (error instanceof MalformedJpegError) throw new NotAJpegError();
    throw error;
  }
  const { width, height } = structure;
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS)
    throw new TooManyPixelsError();
  if (structure.keptWhole && structure.blocks > MAX_WHOLE_BLOCKS) throw new TooManyBlocksError();
}

/** The largest size's pixels, upright and square, decoded once; each size is encoded from them. */
async function encodeAll(upload: Buffer, signal?: AbortSignal): Promise<Record<AvatarSize, Buffer>> {
  const large = AVATAR_SIZES.large;
  const pixels = await sharp(upload, DECODE)
    .timeout({ seconds: DECODE_SECONDS })
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
  signal?.throwIfAborted();
  return { thumb: await encode(AVATAR_SIZES.thumb), large: await encode(large) };
}

/**
 * Stores both sizes under DATA_DIR/avatars; answers the name the customer row keeps. `signal`
 * (the request's) aborts the work when the client goes away: what is waiting never starts, what
 * has been decoded is neither encoded nor stored.
 */
export async function storeAvatar(dataDir: string, upload: Buffer, signal?: AbortSignal): Promise<string> {
  checkStructure(upload);
  return encodes.run(async () => {
    signal?.throwIfAborted();
    const encoded = await encodeAll(upload, signal);
    signal?.throwIfAborted();
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
