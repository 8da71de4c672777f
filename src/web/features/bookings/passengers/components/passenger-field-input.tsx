// One passenger detail's input, chosen by how its definition asks for it (PASSENGER_DETAILS): a
// text or e-mail input (read-only when locked), or a select (disabled when locked, as a select has
// no read-only state). A select also offers the stored value when its list no longer holds it.
import { useQuery } from '@tanstack/react-query';
import { birthYearOptions, TITLES } from '../../../../../shared/domain/forms/fields.ts';
import { PASSENGER_DETAILS, type PassengerField } from '../../../../../shared/domain/forms/passenger.ts';
import { nationalitiesQuery } from '../../../../lib/reference-data/api.ts';
import { NationalityOptions } from '../../../../lib/reference-data/nationality-options.tsx';
import { SelectField, TextField } from '../../../../ui/field.tsx';

type Props = {
  name: PassengerField;
  value: string;
  /** The stored value the form started from. */
  initial: string;
  error: string[] | undefined;
  locked: boolean;
  currentYear: number;
  onChange: (event: { target: { value: string } }) => void;
};

/** Choices of a select plus the stored value when the list does not hold it (an older record). */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

export function PassengerFieldInput({ name, initial, locked, currentYear, ...control }: Props) {
  const detail = PASSENGER_DETAILS[name];
  const common = { name, label: detail.label, hint: detail.optional ? 'Optional' : undefined, ...control };
  const maxLength = 'maxLength' in detail ? detail.maxLength : undefined;
  const kind = detail.input;
  switch (kind) {
    case 'title':
      return (
        <SelectField placeholder="Select" disabled={locked} {...common}>
          {withCurrent(TITLES, initial).map((title) => (
            <option key={title}>{title}</option>
          ))}
        </SelectField>
      );
    case 'birthYear':
      return (
        <SelectField placeholder="Select year" disabled={locked} {...common}>
          {withCurrent(birthYearOptions(currentYear).map(String), initial).map((year) => (
            <option key={year}>{year}</option>
          ))}
        </SelectField>
      );
    case 'nationality':
      return <NationalitySelect initial={initial} locked={locked} common={common} />;
    case 'email':
      return (
        <TextField
          type="email"
          inputMode="email"
          autoComplete="off"
          readOnly={locked}
          maxLength={maxLength}
          {...common}
        />
      );
    case 'text':
      return <TextField autoComplete="off" readOnly={locked} maxLength={maxLength} {...common} />;
  }
  // Every kind of input has its case: a new kind fails to compile here until it has one.
  const missing: never = kind;
  throw new Error(`No input for ${String(missing)}`);
}

type Common = {
  name: string;
  label: string;
  hint: string | undefined;
  value: string;
  error: string[] | undefined;
  onChange: Props['onChange'];
};

function NationalitySelect({ initial, locked, common }: { initial: string; locked: boolean; common: Common }) {
  const nationalities = useQuery(nationalitiesQuery());
  return (
    <SelectField
      placeholder={nationalities.isPending ? 'Loading…' : 'Select'}
      disabled={locked}
      {...common}
      hint={nationalities.isError ? "We couldn't load the list of nationalities. Please try again later." : common.hint}
    >
      {initial && !nationalities.data?.some((n) => n.name === initial) ? <option>{initial}</option> : null}
      <NationalityOptions list={nationalities.data ?? []} />
    </SelectField>
  );
}
