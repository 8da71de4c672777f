// The personal-details form as text values, and the fields a submit changes (only those are sent).
import type { Customer } from '../../../shared/contract/customer.ts';
import {
  type PersonalDetailsData,
  type PersonalDetailsPatch,
  personalDetailsSchema,
} from '../../../shared/domain/forms/personal-details.ts';
import * as v from 'valibot';

export type DetailsFormValues = Record<keyof PersonalDetailsData, string>;

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

/** The parsed values of the fields whose text differs from the saved one (trimmed). */
export function changedDetails(
  saved: DetailsFormValues,
  edited: DetailsFormValues,
  currentYear: number,
): PersonalDetailsPatch {
  const parsed = v.parse(personalDetailsSchema(currentYear), edited);
  const changes: PersonalDetailsPatch = {};
  for (const key of Object.keys(saved) as (keyof DetailsFormValues)[]) {
    if (saved[key].trim() !== edited[key].trim()) Object.assign(changes, { [key]: parsed[key] });
  }
  return changes;
}
