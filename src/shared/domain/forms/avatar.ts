// The avatar rules (account-areas §5, §9): JPEG only, under 2MB, with the spec's two messages.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MESSAGES = {
  notJpeg: 'Avatar picture must be JPG format',
  tooLarge: 'Avatar picture size can not exceed 2MB!',
  updated: 'Avatar updated!',
  failed: 'Avatar was not updated!',
} as const;

/** A JPEG starts with the SOI marker and a segment marker: FF D8 FF. The name proves nothing. */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
