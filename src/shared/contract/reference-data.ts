// Public lists the registration, profile and passenger forms choose from.
import * as v from 'valibot';

export const referenceDataPaths = {
  nationalities: () => '/customer/nationalities',
  countries: () => '/customer/countries',
} as const;

/** GET /customer/nationalities: the popular ones first (Australian, New Zealander, British, American), then A-Z. */
export const nationality = v.object({ name: v.string(), popular: v.boolean() });
export const nationalityList = v.array(nationality);
export type Nationality = v.InferOutput<typeof nationality>;

/** GET /customer/countries: A-Z; phoneCode without '+', e.g. "44". */
export const country = v.object({ name: v.string(), phoneCode: v.string(), isoCode: v.string() });
export const countryList = v.array(country);
export type Country = v.InferOutput<typeof country>;
