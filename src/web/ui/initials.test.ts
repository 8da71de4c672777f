import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('avatar initials', () => {
  it('takes the first and last name, falling back to the e-mail', () => {
    expect(initials('Olivia', 'Bennett', 'lead@example.com')).toBe('OB');
    expect(initials(null, null, 'guest@example.com')).toBe('G');
  });
});
