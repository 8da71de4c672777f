// The avatar form's own check of a chosen file, before anything is sent (the server checks again):
// the message for a file that may not be sent, or null when it may.
import { AVATAR_MESSAGES, avatarTooLarge, hasJpegSignature } from '../../../shared/domain/forms/avatar.ts';

export async function avatarFileProblem(file: Blob): Promise<string | null> {
  if (avatarTooLarge(file.size)) return AVATAR_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  return hasJpegSignature(head) ? null : AVATAR_MESSAGES.notJpeg;
}
