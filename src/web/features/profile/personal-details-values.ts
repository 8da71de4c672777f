// The personal-details form as text values; what committing a field sends (each changed field as
// its own PUT, only once the whole form is valid); and how the form follows the saved customer.
import type { Customer } from '../../../shared/contract/customer.ts';
import type { PersonalDetailsData, PersonalDetailsPatch } from '../../../shared/domain/forms/personal-details.ts';

export type DetailsField = keyof PersonalDetailsData;
export type DetailsFormValues = Record<DetailsField, string>;

export function detailsFormValues(customer: Customer): DetailsFormValues {
  return {
    title: customer.title ?? '',
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    age: customer.age === null ? '' : String(customer.age),
    email: customer.email,
    nationality: customer.nationality ?? '',
    countryCode: customer.countryCode ?? '',
    tel: customer.tel ?? '',
  };
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * What a valid form saves: one patch per field whose stored value (trimmed, phone normalised)
 * differs from the saved one, leaving out `locked` fields; and the form's values as stored.
 */
export function detailsToSave(
  saved: DetailsFormValues,
  parsed: PersonalDetailsData,
  locked: (field: DetailsField) => boolean,
): { values: DetailsFormValues; patches: PersonalDetailsPatch[] } {
  const values = { ...saved };
  const patches: PersonalDetailsPatch[] = [];
  for (const field of Object.keys(saved) as DetailsField[]) {
    if (locked(field)) continue;
    values[field] = shown(parsed[field]);
    if (values[field] !== saved[field]) patches.push({ [field]: parsed[field] });
  }
  return { values, patches };
}

/**
 * The form once the saved customer changed from `before` to `after` (a save's answer, or the
 * previous data restored after a failure): fields showing the old saved value follow the new one,
 * fields being edited keep the traveller's text.
 */
export function followSaved(
  before: DetailsFormValues,
  after: DetailsFormValues,
  current: DetailsFormValues,
): DetailsFormValues {
  const next = { ...current };
  for (const field of Object.keys(current) as DetailsField[])
    if (current[field] === before[field]) next[field] = after[field];
  return next;
}
