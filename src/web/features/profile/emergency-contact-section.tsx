// Emergency contact: optional, and each field saves on change (when it is left
// with a new value): 'Emergency Contact updated!', or the server's text / 'Emergency Contact was
// not updated!' with the saved value back in the field. A phone number that cannot be one says so
// under the field and is not sent.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { Customer } from '../../../shared/contract/customer.ts';
import { MAX_LENGTH } from '../../../shared/domain/forms/fields.ts';
import { EMERGENCY_CONTACT_FIELDS, emergencyContactPatchSchema } from '../../../shared/domain/forms/profile.ts';
import { type FieldErrors, validate } from '../../../shared/domain/forms/validate.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { TextField } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { useEmergencyContactSave } from './profile-api.ts';

type ContactField = (typeof EMERGENCY_CONTACT_FIELDS)[number];

const FIELDS: Record<ContactField, { label: string; max: number; autoComplete: string; type?: string }> = {
  firstName: { label: 'First Name', max: MAX_LENGTH.name, autoComplete: 'off' },
  lastName: { label: 'Last Name', max: MAX_LENGTH.name, autoComplete: 'off' },
  relationship: { label: 'Relationship', max: MAX_LENGTH.name, autoComplete: 'off' },
  countryCode: { label: 'Country code', max: MAX_LENGTH.countryCode, autoComplete: 'off' },
  tel: { label: 'Phone number', max: MAX_LENGTH.tel, autoComplete: 'off', type: 'tel' },
};

const savedValues = (customer: Customer): Record<ContactField, string> => {
  const contact = customer.emergencyContact;
  return Object.fromEntries(EMERGENCY_CONTACT_FIELDS.map((field) => [field, contact?.[field] ?? ''])) as Record<
    ContactField,
    string
  >;
};

export function EmergencyContactSection() {
  const me = useQuery(meQuery());
  const { online, reasonId } = useOfflineReason(useId());
  return (
    <ProfileCard title="Emergency contact">
      {me.data ? (
        <ContactFields customer={me.data.customer} online={online} reasonId={reasonId} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your emergency contact…</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </ProfileCard>
  );
}

type FieldsProps = { customer: Customer; online: boolean; reasonId: string | undefined };

function ContactFields({ customer, online, reasonId }: FieldsProps) {
  const save = useEmergencyContactSave();
  const saved = savedValues(customer);
  const savedKey = JSON.stringify(saved);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A save's answer, or a failure, brings the stored contact back into every field not being typed in.
  useEffect(() => setValues(JSON.parse(savedKey)), [savedKey]);

  const commit = (field: ContactField) => {
    const result = validate(emergencyContactPatchSchema, { [field]: values[field] });
    setErrors((current) => ({ ...current, [field]: result.ok ? [] : (result.errors[field] ?? []) }));
    if (!result.ok) return;
    const value = result.data[field] ?? '';
    setValues((current) => ({ ...current, [field]: value })); // as it is stored: trimmed, a phone as digits
    if (value === saved[field]) return;
    save.mutate({ [field]: value }, { onError: () => setValues((current) => ({ ...current, [field]: saved[field] })) });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy={save.isPending}>
      {EMERGENCY_CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={FIELDS[field].label}
          name={`emergency-${field}`}
          type={FIELDS[field].type}
          autoComplete={FIELDS[field].autoComplete}
          maxLength={FIELDS[field].max}
          value={values[field]}
          error={errors[field]}
          readOnly={!online}
          describedBy={reasonId}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => commit(field)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(field);
          }}
        />
      ))}
    </div>
  );
}
