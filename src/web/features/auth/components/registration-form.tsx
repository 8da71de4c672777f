// 'Create an account'. Server errors on a field of the form appear under it as capitalised lines;
// any others are grouped under the form.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Country } from '../../../../shared/contract/reference-data.ts';
import { birthYearOptions, MAX_LENGTH, TITLES } from '../../../../shared/domain/forms/fields.ts';
import { registrationLabels, registrationSchema } from '../../../../shared/domain/forms/registration.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { PasswordField, SelectField, TextField } from '../../../ui/field.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { UntilHydrated } from '../../../ui/until-hydrated.tsx';
import { countriesQuery, nationalitiesQuery } from '../../../lib/reference-data/api.ts';
import { NationalityOptions } from '../../../lib/reference-data/nationality-options.tsx';
import { useRegister } from '../api/register.ts';
import type { AfterSuccess } from '../api/sign-in.ts';
import { fieldLines, groupedLines } from '../server-errors.ts';
import { failureText } from './failure-text.ts';
import { SubmitButton } from './submit-button.tsx';
import { useForm } from '../../../ui/use-form.ts';

type Props = {
  /** The account exists and this browser is signed in to it; awaited while the form stays busy. */
  onRegistered: AfterSuccess;
  /** The year birth years are checked against (the server checks again with its own clock). */
  currentYear: number;
  invitationToken?: string;
};

const initial = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  age: '',
  nationality: '',
  countryCode: '', // the chosen country's isoCode; the phone code is sent
  tel: '',
  password: '',
};

const FORM_FIELDS = new Set(Object.keys(initial));

const countryLabel = (country: Country) => `${country.name} (+${country.phoneCode})`;

export function RegistrationForm({ onRegistered, currentYear, invitationToken }: Props) {
  const schema = useMemo(() => registrationSchema(currentYear), [currentYear]);
  const form = useForm(schema, initial);
  const register = useRegister(onRegistered);
  const nationalities = useQuery(nationalitiesQuery());
  const countries = useQuery(countriesQuery());

  const serverErrors = isApiFailure(register.error) ? register.error.errors : undefined;
  const fieldServerLines = fieldLines(form.serverErrors, registrationLabels);
  const otherServerLines = (() => {
    if (!register.error || form.hasLocalErrors) return [];
    if (!serverErrors) return [failureText(register.error)];
    const others = Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !FORM_FIELDS.has(field)));
    return groupedLines(others, registrationLabels);
  })();

  const onSubmit = form.handleSubmit((data) => {
    if (register.isPending) return;
    const phoneCode = countries.data?.find((country) => country.isoCode === data.countryCode)?.phoneCode;
    const payload = {
      ...data,
      countryCode: phoneCode ?? data.countryCode,
      ...(invitationToken ? { invitationToken } : {}),
    };
    register.mutate(payload, {
      onError: (error) => {
        if (isApiFailure(error) && error.errors) form.setServerErrors(error.errors);
      },
    });
  });

  const field = (name: keyof typeof initial) => {
    const props = form.text(name);
    return { ...props, error: form.localErrors[name] ?? fieldServerLines[name] };
  };
  const listHint = (query: { isError: boolean; isPending: boolean }, what: string) =>
    query.isError ? `We couldn't load the list of ${what}. Please reload the page.` : undefined;

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={register.isPending}>
      <UntilHydrated className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <SelectField
            label={registrationLabels.title}
            placeholder="Select"
            autoComplete="honorific-prefix"
            {...field('title')}
          >
            {TITLES.map((title) => (
              <option key={title}>{title}</option>
            ))}
          </SelectField>
          <TextField
            label={registrationLabels.firstName}
            autoComplete="given-name"
            maxLength={MAX_LENGTH.name}
            {...field('firstName')}
          />
        </div>
        <TextField
          label={registrationLabels.lastName}
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
          {...field('lastName')}
        />
        <TextField
          label={registrationLabels.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={MAX_LENGTH.email}
          {...field('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={registrationLabels.age}
            placeholder="Select year"
            autoComplete="bday-year"
            {...field('age')}
          >
            {birthYearOptions(currentYear).map((year) => (
              <option key={year}>{year}</option>
            ))}
          </SelectField>
          <SelectField
            label={registrationLabels.nationality}
            placeholder={nationalities.isPending ? 'Loading…' : 'Select'}
            hint={listHint(nationalities, 'nationalities')}
            {...field('nationality')}
          >
            <NationalityOptions list={nationalities.data ?? []} />
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={registrationLabels.countryCode}
            placeholder={countries.isPending ? 'Loading…' : 'Select'}
            hint={listHint(countries, 'countries')}
            {...field('countryCode')}
          >
            {(countries.data ?? []).map((country) => (
              <option key={country.isoCode} value={country.isoCode}>
                {countryLabel(country)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={registrationLabels.tel}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={MAX_LENGTH.tel}
            {...field('tel')}
          />
        </div>
        <PasswordField
          label={registrationLabels.password}
          autoComplete="new-password"
          hint="At least 8 characters."
          maxLength={MAX_LENGTH.password}
          {...field('password')}
        />
        <FormError messages={otherServerLines} />
        <SubmitButton busy={register.isPending}>Sign Up</SubmitButton>
      </UntilHydrated>
    </form>
  );
}
