import { describe, expect, it } from 'vitest';
import type { Recipient } from './letter-content.ts';
import { canShowLetter, chosenRecipients, firstStep, preselected, toggleRecipient } from './visa-steps.ts';

const r = (id: number, isChosen = false): Recipient => ({
  id,
  fullName: `P${id}`,
  nationality: null,
  age: null,
  isChosen,
});

describe('visa letter steps', () => {
  it('goes straight to the letter when the booking has exactly one passenger', () => {
    expect(firstStep(1)).toBe('letter');
    expect(firstStep(2)).toBe('info');
    expect(firstStep(4)).toBe('info');
  });

  it("preselects the viewer's passenger (from the server's flag or the viewer's passenger id)", () => {
    expect([...preselected([r(1, true), r(2)], null)]).toEqual([1]);
    expect([...preselected([r(1), r(2)], 2)]).toEqual([2]);
    expect([...preselected([r(1), r(2)], null)]).toEqual([]);
    expect([...preselected([r(7)], null)]).toEqual([7]);
  });

  it('toggles a recipient and needs at least one for the letter', () => {
    const recipients = [r(1, true), r(2)];
    let chosen = preselected(recipients, 1);
    chosen = toggleRecipient(chosen, 2);
    expect(chosenRecipients(recipients, chosen).map((x) => x.id)).toEqual([1, 2]);
    chosen = toggleRecipient(toggleRecipient(chosen, 1), 2);
    expect(chosen.size).toBe(0);
    expect(canShowLetter(recipients, chosen)).toBe(false);
    expect(canShowLetter(recipients, toggleRecipient(chosen, 2))).toBe(true);
  });

  it('keeps the server order whatever the order of choosing', () => {
    const recipients = [r(1), r(2), r(3)];
    const chosen = toggleRecipient(toggleRecipient(new Set(), 3), 1);
    expect(chosenRecipients(recipients, chosen).map((x) => x.id)).toEqual([1, 3]);
  });
});
