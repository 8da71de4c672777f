import { describe, expect, it } from 'vitest';
import { senderDisplayName } from './message-sender.ts';

const person = (firstName: string | null, email: string | null, isStaff = false) => ({ firstName, email, isStaff });

describe('senderDisplayName', () => {
  it('names a customer by first name, else e-mail, else Unknown', () => {
    expect(senderDisplayName(person('Olivia', 'olivia@example.com'), 'Gangway Sailing')).toBe('Olivia');
    expect(senderDisplayName(person(null, 'olivia@example.com'), 'Gangway Sailing')).toBe('olivia@example.com');
    expect(senderDisplayName(person('  ', ''), 'Gangway Sailing')).toBe('Unknown');
  });

  it("adds the company's name for staff", () => {
    expect(senderDisplayName(person('Sofia', 'sofia@gangway.example', true), 'Gangway Tours')).toBe(
      'Sofia (Gangway Tours)',
    );
    expect(senderDisplayName(person(null, null, true), 'Gangway Tours')).toBe('Unknown (Gangway Tours)');
  });
});
