import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file-problem.ts';

/** A file of exactly `size` bytes that starts like a JPEG. */
const jpegOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff]);
  return new Blob([bytes], { type: 'image/jpeg' });
};

describe('the avatar form checks a chosen file', () => {
  it('takes a JPEG under 2MB: 2,097,151 bytes is the largest', async () => {
    expect(await avatarFileProblem(jpegOfSize(2_097_151))).toBeNull();
  });

  it('refuses exactly 2MB (2,097,152 bytes) and more with its message', async () => {
    expect(await avatarFileProblem(jpegOfSize(2_097_152))).toBe('Avatar picture size can not exceed 2MB!');
    expect(await avatarFileProblem(jpegOfSize(2_097_153))).toBe('Avatar picture size can not exceed 2MB!');
  });

  it('refuses what does not start like a JPEG, whatever its name or type', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/jpeg' });
    expect(await avatarFileProblem(png)).toBe('Avatar picture must be JPG format');
  });
});
