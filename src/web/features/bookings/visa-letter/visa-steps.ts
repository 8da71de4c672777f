// The visa-letter modal's rules: the viewer's own passenger is preselected; a booking with exactly
// one passenger goes straight to the letter; the choice toggles; the letter needs at least one
// recipient.
import type { Recipient } from './letter-content.ts';

export type VisaStep = 'info' | 'recipients' | 'letter';

export const CHOOSE_RECIPIENT_MESSAGE = 'Please choose at least one passenger';

export function firstStep(passengerCount: number): VisaStep {
  return passengerCount === 1 ? 'letter' : 'info';
}

/** The server marks the viewer's passenger isChosen; the viewer's passenger id is added as well. */
export function preselected(recipients: readonly Recipient[], viewerPassengerId: number | null): Set<number> {
  const chosen = recipients.filter((r) => r.isChosen || r.id === viewerPassengerId).map((r) => r.id);
  // With one passenger there is no picker, so the letter is for that passenger.
  if (chosen.length === 0 && recipients.length === 1 && recipients[0]) chosen.push(recipients[0].id);
  return new Set(chosen);
}

export function toggleRecipient(chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The chosen recipients in the server's order. */
export function chosenRecipients(recipients: readonly Recipient[], chosen: ReadonlySet<number>): Recipient[] {
  return recipients.filter((r) => chosen.has(r.id));
}

export const canShowLetter = (recipients: readonly Recipient[], chosen: ReadonlySet<number>) =>
  chosenRecipients(recipients, chosen).length > 0;
