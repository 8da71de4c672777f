import { describe, expect, it } from 'vitest';
import { defaultHeaderTitle } from './header-title.ts';

describe('shell text', () => {
  it('greets with the company and the first name', () => {
    expect(defaultHeaderTitle('Gangway Sailing', 'Olivia')).toBe('Welcome to your Gangway Sailing account, Olivia!');
  });
});
