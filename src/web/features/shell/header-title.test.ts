import { describe, expect, it } from 'vitest';
import { defaultHeaderTitle } from './header-title.ts';
import { initials } from './initials.ts';

describe('shell text', () => {
  it('greets with the company and the first name', () => {
    expect(defaultHeaderTitle('Gangway Sailing', 'Olivia')).toBe('Welcome to your Gangway Sailing account, Olivia!');
  });

  it('builds avatar initials, falling back to the e-mail', () => {
    expect(initials('Olivia', 'Bennett', 'lead@example.com')).toBe('OB');
    expect(initials(null, null, 'guest@example.com')).toBe('G');
  });
});
