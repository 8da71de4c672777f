// The avatar rules: JPEG only, under 2MB, each refusal with its own message; and
// a bound on the picture's dimensions that the server checks before it decodes anything.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** "Under 2MB": a file of exactly 2MB (2,097,152 bytes) is already too large. */
export const avatarTooLarge = (bytes: number) => bytes >= AVATAR_MAX_BYTES;

// The largest picture accepted, by its declared dimensions: a 50 MP phone photo (8160 x 6120, the
// largest mode phones save by default) fits, and the 512 px avatar needs nothing near it. Decoding
// is what costs memory (a progressive JPEG holds every coefficient of the picture at once: ~150-300
// MB at 50 MP), so a header that declares more is refused unread, whatever its byte size.
export const AVATAR_MAX_PIXELS = 50_000_000;
export const AVATAR_MAX_SIDE = 10_000;

export const AVATAR_MESSAGES = {
  notJpeg: 'Avatar picture must be JPG format',
  tooLarge: 'Avatar picture size can not exceed 2MB!',
  tooManyPixels: 'Avatar picture can not exceed 10000 pixels a side or 50 megapixels.',
  // A progressive picture is decoded whole and pass by pass: its size and its passes are bounded.
  progressiveTooLarge: 'A progressive avatar picture can not exceed 16 megapixels.',
  tooManyPasses: 'Avatar picture has too many passes: save it again as an ordinary JPG.',
  updated: 'Avatar updated!',
  failed: 'Avatar was not updated!',
} as const;

/** A JPEG starts with the SOI marker and a segment marker: FF D8 FF. The name proves nothing. */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
