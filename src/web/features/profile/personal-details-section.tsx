// Personal details: saved only when the whole form is valid, and then only the
// fields that changed. With an active booking the name, title and birth year are locked with the
// note to e-mail the sales team. 'Account Updated', or the server's text / 'Profile was not
// updated!' with the previous data back in the form.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { Customer } from '../../../shared/contract/customer.ts';
import { birthYearOptions, MAX_LENGTH, TITLES } from '../../../shared/domain/forms/fields.ts';
import {
  LOCKED_DETAILS_MESSAGE,
  LOCKED_WITH_ACTIVE_BOOKINGS,
  personalDetailsSchema,
} from '../../../shared/domain/forms/personal-details.ts';
import { nationalitiesQuery } from '../../lib/reference-data/api.ts';
import { NationalityOptions } from '../../lib/reference-data/nationality-options.tsx';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useForm } from '../auth/components/use-form.ts';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { usePersonalDetailsSave } from './profile-api.ts';
import { changedDetails, detailsFormValues, type DetailsFormValues } from './personal-details-values.ts';

export function PersonalDetailsSection() {
  const me = useQuery(meQuery());
  return (
    <ProfileCard title="Personal details">
      {me.data ? (
        <PersonalDetailsForm customer={me.data.customer} currentYear={new Date(me.data.serverNow).getUTCFullYear()} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your details…</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </ProfileCard>
  );
}

function PersonalDetailsForm({ customer, currentYear }: { customer: Customer; currentYear: number }) {
  const { online, reasonId } = useOfflineReason(useId());
  const lockNoteId = useId();
  const save = usePersonalDetailsSave();
  const nationalities = useQuery(nationalitiesQuery());
  const saved = detailsFormValues(customer);
  const form = useForm(personalDetailsSchema(currentYear), saved);
  const { reset } = form;
  const locked = (field: keyof DetailsFormValues) =>
    customer.hasActiveBookings && (LOCKED_WITH_ACTIVE_BOOKINGS as readonly string[]).includes(field);

  // The customer as saved, or as restored after a failure, is what the form shows after a save.
  const savedKey = JSON.stringify(saved);
  useEffect(() => reset(JSON.parse(savedKey) as DetailsFormValues), [savedKey, reset]);

  const onSubmit = form.handleSubmit(() => {
    const changes = changedDetails(saved, form.values, currentYear);
    if (Object.keys(changes).length > 0) save.mutate(changes);
  });
  const lockedProps = (field: keyof DetailsFormValues) =>
    locked(field) ? { disabled: true, title: LOCKED_DETAILS_MESSAGE, 'aria-describedby': lockNoteId } : {};

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={save.isPending}>
      {customer.hasActiveBookings ? (
        <p id={lockNoteId} className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          {LOCKED_DETAILS_MESSAGE}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <SelectField label="Title" placeholder="Select" {...form.text('title')} {...lockedProps('title')}>
          {TITLES.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </SelectField>
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={MAX_LENGTH.name}
          {...form.text('firstName')}
          {...lockedProps('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
          {...form.text('lastName')}
          {...lockedProps('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Birth Year" placeholder="Select year" {...form.text('age')} {...lockedProps('age')}>
          {birthYearOptions(currentYear).map((year) => (
            <option key={year}>{year}</option>
          ))}
        </SelectField>
        <SelectField
          label="Nationality"
          placeholder={nationalities.isPending ? 'Loading…' : 'Select'}
          hint={
            nationalities.isError ? "We couldn't load the list of nationalities. Please try again later." : undefined
          }
          {...form.text('nationality')}
        >
          {saved.nationality && !nationalities.data?.some((n) => n.name === saved.nationality) ? (
            <option>{saved.nationality}</option>
          ) : null}
          <NationalityOptions list={nationalities.data ?? []} />
        </SelectField>
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        {...form.text('email')}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Country code"
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={MAX_LENGTH.countryCode}
          {...form.text('countryCode')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          maxLength={MAX_LENGTH.tel}
          {...form.text('tel')}
        />
      </div>
      <Button type="submit" busy={save.isPending} disabled={!online} aria-describedby={reasonId}>
        Save details
      </Button>
    </form>
  );
}
