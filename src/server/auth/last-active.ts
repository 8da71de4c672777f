// "Last active" of a session, for "Where you're signed in": moved forward at most once a minute, so a
// busy reader costs one small write a minute rather than one per request. The write is conditional
// (only a row last touched over a minute ago), so processes sharing a database write it once between
// them; each process also remembers what it wrote, because on the embedded database the session row
// it reads may be a kept copy from before the write (cache/read-cache.ts).
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export const LAST_ACTIVE_EVERY_MS = 60 * 1000;
// Bounds the memory of what was written: entries older than a minute say nothing and go first.
const MAX_REMEMBERED = 10_000;

export function lastActiveTouch(db: Db) {
  const written = new Map<string, number>();

  const forgetOld = (nowMs: number) => {
    for (const [tokenHash, at] of written) if (nowMs - at >= LAST_ACTIVE_EVERY_MS) written.delete(tokenHash);
    if (written.size >= MAX_REMEMBERED) written.clear();
  };

  /** Records a request of the session at `now` when its last activity is a minute old or more. */
  return async (session: { tokenHash: string; lastActiveAt: Date }, now: Date): Promise<void> => {
    const nowMs = now.getTime();
    const last = Math.max(session.lastActiveAt.getTime(), written.get(session.tokenHash) ?? 0);
    if (nowMs - last < LAST_ACTIVE_EVERY_MS) return;
    if (written.size >= MAX_REMEMBERED) forgetOld(nowMs);
    written.set(session.tokenHash, nowMs);
    const due = new Date(nowMs - LAST_ACTIVE_EVERY_MS + 1);
    await db
      .update(sessions)
      .set({ lastActiveAt: now })
      .where(and(eq(sessions.tokenHash, session.tokenHash), lt(sessions.lastActiveAt, due)));
  };
}
