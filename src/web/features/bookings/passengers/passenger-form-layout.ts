// The passenger form's rows: fields in their defined order, one row each, except the pairs that
// share a row from tablet width (with the row's columns).
import { PASSENGER_FIELDS, type PassengerField } from '../../../../shared/domain/forms/passenger.ts';

type Row = { fields: readonly PassengerField[]; columns: string | null };

const PAIRS: readonly { fields: readonly [PassengerField, PassengerField]; columns: string }[] = [
  { fields: ['title', 'firstName'], columns: 'sm:grid-cols-[8rem_1fr]' },
  { fields: ['age', 'nationality'], columns: 'sm:grid-cols-2' },
];

export function passengerFormRows(fields: readonly PassengerField[] = PASSENGER_FIELDS): Row[] {
  const rows: Row[] = [];
  for (const field of fields) {
    if (PAIRS.some((pair) => pair.fields[1] === field)) continue;
    const pair = PAIRS.find((p) => p.fields[0] === field);
    rows.push(pair ? pair : { fields: [field], columns: null });
  }
  return rows;
}
