// Personal details: each field saves when it is committed (a select when it
// changes, a text field when it is left or Enter is pressed) and only while the whole form is
// valid; then each changed field goes as its own PUT. An invalid form shows its messages and sends
// nothing. With an active booking the name, title and birth year are locked with the note to
// e-mail the sales team. 'Account Updated', or the server's text / 'Profile was not updated!' with
// the previous value back in the field.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
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
import { SelectField, TextField } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useForm } from '../../ui/use-form.ts';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { usePersonalDetailsSave } from './profile-api.ts';
import {
  type DetailsField,
  type DetailsFormValues,
  detailsFormValues,
  detailsToSave,
  followSaved,
} from './personal-details-values.ts';

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
  const schema = useMemo(() => personalDetailsSchema(currentYear), [currentYear]);
  const form = useForm(schema, saved);
  const { replaceValues } = form;
  const locked = (field: DetailsField) =>
    customer.hasActiveBookings && (LOCKED_WITH_ACTIVE_BOOKINGS as readonly string[]).includes(field);

  // A save's answer, or the previous data put back after a failure, shows in every field that is
  // not being edited. In a layout effect: no keystroke can land between the render and the merge.
  const savedKey = JSON.stringify(saved);
  const lastSavedKey = useRef(savedKey);
  const lastSaved = useRef(saved);
  const shown = useRef(form.values);
  shown.current = form.values;
  useLayoutEffect(() => {
    if (savedKey === lastSavedKey.current) return;
    lastSavedKey.current = savedKey;
    const after = JSON.parse(savedKey) as DetailsFormValues;
    const before = lastSaved.current;
    lastSaved.current = after;
    replaceValues(followSaved(before, after, shown.current));
  }, [savedKey, replaceValues]);

  /** Commits the form as `next` shows it: every changed field saved, or the messages shown. */
  const commit = (next: DetailsFormValues) => {
    const result = form.check(next);
    if (!result.ok) return;
    const { values, patches } = detailsToSave(lastSaved.current, result.data, locked);
    if (patches.length === 0) return;
    lastSaved.current = values; // what is being saved: a second commit before the answer sends nothing again
    replaceValues(values);
    for (const patch of patches) save.mutate(patch);
  };
  const commitText = (field: DetailsField) => {
    const props = form.text(field);
    return {
      ...props,
      onBlur: () => commit(form.values),
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Enter') commit(form.values);
      },
    };
  };
  const commitSelect = (field: DetailsField) => ({
    ...form.text(field),
    onChange: (event: { target: { value: string } }) => {
      form.setField(field, event.target.value);
      commit({ ...form.values, [field]: event.target.value });
    },
  });

  // Leaving the page with an edit not yet committed commits it: nothing typed is lost.
  const commitLatest = useRef(() => {});
  commitLatest.current = () => commit(shown.current);
  useEffect(() => () => commitLatest.current(), []);

  /** Locked: disabled with the note; offline: a select disabled, a text field read-only, with the reason. */
  const access = (field: DetailsField, kind: 'select' | 'text') => {
    if (locked(field)) return { disabled: true, title: LOCKED_DETAILS_MESSAGE, describedBy: lockNoteId };
    return { ...(kind === 'select' ? { disabled: !online } : { readOnly: !online }), describedBy: reasonId };
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-4"
      aria-busy={save.isPending}
    >
      {customer.hasActiveBookings ? (
        <p id={lockNoteId} className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          {LOCKED_DETAILS_MESSAGE}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <SelectField label="Title" placeholder="Select" {...commitSelect('title')} {...access('title', 'select')}>
          {TITLES.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </SelectField>
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={MAX_LENGTH.name}
          {...commitText('firstName')}
          {...access('firstName', 'text')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
          {...commitText('lastName')}
          {...access('lastName', 'text')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Birth Year" placeholder="Select year" {...commitSelect('age')} {...access('age', 'select')}>
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
          {...commitSelect('nationality')}
          {...access('nationality', 'select')}
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
        {...commitText('email')}
        {...access('email', 'text')}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Country code"
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={MAX_LENGTH.countryCode}
          {...commitText('countryCode')}
          {...access('countryCode', 'text')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          maxLength={MAX_LENGTH.tel}
          {...commitText('tel')}
          {...access('tel', 'text')}
        />
      </div>
    </form>
  );
}
