// Passenger rules: personal-info status, guest, pill, displayed name, sort order,
// and the derived amounts. Pure functions over the passenger's stored facts.
export type PersonalInfoStatus = 'complete' | 'partial' | 'empty';
export type PassengerPill = 'cancelled' | 'fully_paid' | 'deposit' | null;
export type PassengerStatus = 'unpaid' | 'pending' | 'confirmed' | 'cancelled';
export type Deck = 'above' | 'lower' | 'default';

export type PassengerFacts = {
  customerId: number | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  age: number | null;
  nationality: string | null;
  passengerStatus: PassengerStatus;
  deck: Deck;
  totalPriceCents: number;
  amountPaidCents: number;
  depositCents: number;
};

const filled = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

export function fullName(p: Pick<PassengerFacts, 'firstName' | 'lastName'>): string {
  return [p.firstName, p.lastName].filter(filled).join(' ').trim();
}

/** Complete when title, full name, age and nationality are all filled; Empty when all are empty. */
export function personalInfoStatus(p: PassengerFacts): PersonalInfoStatus {
  const fields = [p.title, fullName(p), p.age, p.nationality];
  const count = fields.filter(filled).length;
  if (count === fields.length) return 'complete';
  return count === 0 ? 'empty' : 'partial';
}

/**
 * What the list's order and the guest rule read: a few stored facts and the personal-info status.
 * The status comes with them because a fellow passenger's answer carries it but not the details
 * it is derived from.
 */
export type RankFacts = Pick<PassengerFacts, 'customerId' | 'passengerStatus' | 'amountPaidCents' | 'deck'> & {
  personalInfoStatus: PersonalInfoStatus;
};

/** The stored facts with their personal-info status. */
export const withInfoStatus = <P extends PassengerFacts>(p: P): P & { personalInfoStatus: PersonalInfoStatus } => ({
  ...p,
  personalInfoStatus: personalInfoStatus(p),
});

/** A guest: nothing known about them and nothing paid (an unassigned spot). */
export function isGuest(p: Pick<RankFacts, 'personalInfoStatus' | 'amountPaidCents'>): boolean {
  return p.personalInfoStatus === 'empty' && p.amountPaidCents <= 0;
}

/** Deposit still owed by this passenger, negative floored to 0. */
export function depositOutstandingCents(p: Pick<PassengerFacts, 'depositCents' | 'amountPaidCents'>): number {
  return Math.max(0, p.depositCents - p.amountPaidCents);
}

/** What this passenger still owes of their due (passenger-dues.ts), negative floored to 0. */
export function remainingAmountCents(p: Pick<PassengerFacts, 'amountPaidCents'>, dueCents: number): number {
  return Math.max(0, dueCents - p.amountPaidCents);
}

/**
 * cancelled; fully_paid when paid at or above their due (passenger-dues.ts: their total with their
 * share of the booking's own extras and discounts); deposit when the deposit outstanding is at or
 * below 0; else none. A passenger owing nothing has paid in full.
 */
export function passengerPill(
  p: Pick<PassengerFacts, 'passengerStatus' | 'amountPaidCents' | 'depositCents'>,
  dueCents: number,
): PassengerPill {
  if (p.passengerStatus === 'cancelled') return 'cancelled';
  if (p.amountPaidCents >= dueCents) return 'fully_paid';
  if (depositOutstandingCents(p) <= 0) return 'deposit';
  return null;
}

/**
 * Full name; else 'Invited Passenger' when a customer (not the lead) is linked but has no name yet;
 * else 'Add Name' when the lead is looking (they can fill the spot); else 'Passenger'.
 */
export function passengerDisplayName(
  p: Pick<PassengerFacts, 'customerId' | 'firstName' | 'lastName'>,
  context: { leadCustomerId: number; viewerIsLead: boolean },
) {
  const name = fullName(p);
  if (name) return name;
  if (p.customerId !== null && p.customerId !== context.leadCustomerId) return 'Invited Passenger';
  if (context.viewerIsLead) return 'Add Name';
  return 'Passenger';
}

const infoRank: Record<PersonalInfoStatus, number> = { complete: 0, partial: 1, empty: 2 };
const deckRank: Record<Deck, number> = { above: 0, default: 1, lower: 2 };

/**
 * The lead customer's passenger first; cancelled last; then empty-info-and-nothing-paid lower;
 * confirmed ahead; nothing paid lower; info complete, then partial, then empty; above deck before lower.
 */
export function sortPassengers<P extends RankFacts>(list: readonly P[], leadCustomerId: number): P[] {
  const key = (p: P) => [
    p.customerId === leadCustomerId ? 0 : 1,
    p.passengerStatus === 'cancelled' ? 1 : 0,
    isGuest(p) ? 1 : 0,
    p.passengerStatus === 'confirmed' ? 0 : 1,
    p.amountPaidCents > 0 ? 0 : 1,
    infoRank[p.personalInfoStatus],
    deckRank[p.deck],
  ];
  return list
    .map((p, index) => ({ p, k: key(p), index }))
    .sort((a, b) => {
      for (let i = 0; i < a.k.length; i++) {
        const diff = (a.k[i] ?? 0) - (b.k[i] ?? 0);
        if (diff !== 0) return diff;
      }
      return a.index - b.index;
    })
    .map(({ p }) => p);
}
