// The idle rules of a shared device's session, as pure decisions on times in milliseconds: the
// traveller is warned after 14 minutes without a touch or a key, and signed out at 15 (the server
// refuses the session after 15 idle minutes too). While they are active, the server hears of it at
// most once a minute, and always after their last touch, so it never ends the session first.

export const IDLE_WARNING_MS = 14 * 60 * 1000;
export const IDLE_SIGN_OUT_MS = 15 * 60 * 1000;
export const KEEP_ALIVE_EVERY_MS = 60 * 1000;

type IdleStage = 'active' | 'warning' | 'signed-out';

export function idleStage(lastActivityAt: number, now: number): IdleStage {
  const idle = now - lastActivityAt;
  if (idle >= IDLE_SIGN_OUT_MS) return 'signed-out';
  return idle >= IDLE_WARNING_MS ? 'warning' : 'active';
}

/** Milliseconds until the stage next changes (the warning, then the sign-out). */
export function untilNextStage(lastActivityAt: number, now: number): number {
  const idle = now - lastActivityAt;
  return Math.max(0, (idle < IDLE_WARNING_MS ? IDLE_WARNING_MS : IDLE_SIGN_OUT_MS) - idle);
}

/**
 * When the server should next hear that the traveller is there: never (nothing happened since it
 * last did), or the later of the last activity and a minute after the last keep-alive. At or
 * before `now` means at once.
 */
export function keepAliveAt(lastSentAt: number | undefined, lastActivityAt: number): number | null {
  if (lastSentAt === undefined) return lastActivityAt;
  if (lastActivityAt <= lastSentAt) return null;
  return Math.max(lastActivityAt, lastSentAt + KEEP_ALIVE_EVERY_MS);
}
