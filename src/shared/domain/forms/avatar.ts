// The avatar rules: JPEG only, under 2MB, each refusal with its own message.
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
