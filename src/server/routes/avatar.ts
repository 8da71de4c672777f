// POST /customer/avatar (multipart, the picture in `image`): at most so many per customer (429),
// checked by its bytes (a JPEG, under 2MB: its two messages as 422 on `image`; dimensions, scans
// and progression within bounds, read from its markers before anything is decoded), re-encoded without metadata (avatar-images.ts), and the customer's
// previous files removed. GET /avatars/<file>: the signed-in customer's own avatar only. The
// browser may keep it, privately, but asks again each time it shows it (no-cache, with its ETag:
// a bodiless 304 while signed in), so after sign-out its HTTP cache gives the picture to no one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AVATAR_MESSAGES, avatarTooLarge, hasJpegSignature } from '../../shared/domain/forms/avatar.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import {
  AVATAR_FILE,
  AvatarQueueFullError,
  avatarDir,
  NotAJpegError,
  storeAvatar,
  TooManyBlocksError,
  TooManyPixelsError,
  TooManyScansError,
} from '../avatars/avatar-images.ts';
import { dropAvatarOf } from '../avatars/drop-avatar.ts';
import { customers } from '../db/schema.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientHasTag } from '../http/etag.ts';
import { ApiError, notFound, reply, unprocessable } from '../http/respond.ts';
import { HASHING_BUSY } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';

const refuse = (message: string) => unprocessable({ image: [message] });

export function avatarRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/avatar', requireCustomer);

  routes.post('/customer/avatar', async (c) => {
    // Counted before the body is read: a refused upload cost work too.
    await enforce(
      deps.db,
      [{ rule: RATE_RULES.avatarUploadPerCustomer, parts: [String(sessionOf(c).customerId)] }],
      deps.clock.now(),
      deps.config.rateLimitMultiplier,
    );
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const image = form.image;
    if (!(image instanceof File)) throw refuse(AVATAR_MESSAGES.notJpeg);
    if (avatarTooLarge(image.size)) throw refuse(AVATAR_MESSAGES.tooLarge);
    const upload = Buffer.from(await image.arrayBuffer());
    if (!hasJpegSignature(upload)) throw refuse(AVATAR_MESSAGES.notJpeg);
    let name: string;
    try {
      name = await storeAvatar(deps.config.dataDir, upload, c.req.raw.signal);
    } catch (error) {
      if (error instanceof NotAJpegError) throw refuse(AVATAR_MESSAGES.notJpeg);
      if (error instanceof TooManyPixelsError) throw refuse(AVATAR_MESSAGES.tooManyPixels);
      if (error instanceof TooManyBlocksError) throw refuse(AVATAR_MESSAGES.progressiveTooLarge);
      if (error instanceof TooManyScansError) throw refuse(AVATAR_MESSAGES.tooManyPasses);
      // The client went away: nothing was stored, and no one is left to read an answer.
      if (c.req.raw.signal.aborted) throw new ApiError(400, { error: 'The upload was abandoned.' });
      if (error instanceof AvatarQueueFullError)
        throw new ApiError(503, { error: HASHING_BUSY }, { 'Retry-After': String(error.retryAfterSeconds) });
      throw error;
    }
    const { customerId } = sessionOf(c);
    const before = await findCustomerById(deps.db, customerId);
    const [updated] = await deps.db
      .update(customers)
      .set({ avatarPath: name, updatedAt: deps.clock.now() })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw new ApiError(401, { error: 'Signed out.' });
    const previous = before?.avatarPath;
    if (previous && previous !== name) await dropAvatarOf(deps.db, deps.config.dataDir, customerId, previous);
    return reply(c, await presentCustomer(deps.db, updated, deps.clock.now(), c.get('session')));
  });

  return routes;
}

/** Mounted at the root, after the session loader for /avatars/*. */
export function avatarFileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/avatars/:file', async (c) => {
    const session = c.get('session');
    const match = AVATAR_FILE.exec(c.req.param('file'));
    if (!session || !match) throw notFound();
    const owner = await findCustomerById(deps.db, session.customerId);
    if (owner?.avatarPath !== match[1]) throw notFound();
    // One file per name and size, never rewritten: the name is the tag.
    const tag = `"${match[0]}"`;
    const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', ETag: tag };
    if (clientHasTag(c, tag)) return c.body(null, 304, headers);
    const bytes = await readFile(path.join(avatarDir(deps.config.dataDir), match[0])).catch(() => null);
    if (!bytes) throw notFound();
    return c.body(bytes, 200, { ...headers, 'Content-Type': 'image/jpeg' });
  });

  return routes;
}
