import { describe, expect, it } from 'vitest';
import { senderDisplayName } from './message-sender.ts';

const person = (firstName: string | null, email: string | null, isStaff = false) => ({ firstName, email, isStaff });

describe('senderDisplayName', () => {
  it('names a customer by first name, else e-mail, else Unknown', () => {
    expect(senderDisplayName(person('Olivia', 'olivia@example.com'), 'Gangway Sailing')).toBe('Olivia');
    expect(senderDisplayName(person(null, 'olivia@example.com'), 'Gangway Sailing')).toBe('olivia@example.com');
    expect(senderDisplayName(person('  ', ''), 'Gangway Sailing')).toBe('Unknown');
  });

  it("names the traveller's own messages by the same rule as anyone's", () => {
    // The viewer's own message carries their own person: no 'You' stands in for the name.
    expect(senderDisplayName(person('Olivia', 'lead@example.com'), 'Gangway Tours')).toBe('Olivia');
    expect(senderDisplayName(person(null, 'lead@example.com'), 'Gangway Tours')).toBe('lead@example.com');
  });

  it("adds the company's name for staff", () => {
    expect(senderDisplayName(person('Sofia', 'sofia@gangway.example', true), 'Gangway Tours')).toBe(
      'Sofia (Gangway Tours)',
    );
    expect(senderDisplayName(person(null, null, true), 'Gangway Tours')).toBe('Unknown (Gangway Tours)');
  });
});
