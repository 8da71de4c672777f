import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personalDetailsSchema } from '../../../shared/domain/forms/personal-details.ts';
import { type DetailsFormValues, detailsToSave, followSaved } from './personal-details-values.ts';

const saved: DetailsFormValues = {
  title: 'Ms',
  firstName: 'Iris',
  lastName: 'Marlow',
  age: '1988',
  email: 'iris@example.com',
  nationality: 'British',
  countryCode: '44',
  tel: '7700900321',
};
const parse = (values: DetailsFormValues) => v.parse(personalDetailsSchema(2026), values);
const unlocked = () => false;

describe('what committing the personal details saves', () => {
  it('nothing when no stored value changed, however it was typed', () => {
    const typed = { ...saved, firstName: ' Iris ', tel: '7700 900-321' };
    expect(detailsToSave(saved, parse(typed), unlocked)).toEqual({ values: saved, patches: [] });
  });

  it('one patch per changed field, with the values as stored', () => {
    const typed = { ...saved, title: 'Mx', tel: '+44 (7700) 900.999', age: '1990' };
    const { values, patches } = detailsToSave(saved, parse(typed), unlocked);
    expect(patches).toEqual([{ title: 'Mx' }, { age: 1990 }, { tel: '+447700900999' }]);
    expect(values).toEqual({ ...saved, title: 'Mx', age: '1990', tel: '+447700900999' });
  });

  it('an emptied optional field is sent as empty', () => {
    expect(detailsToSave(saved, parse({ ...saved, tel: '' }), unlocked).patches).toEqual([{ tel: '' }]);
  });

  it('never a locked field', () => {
    const typed = { ...saved, firstName: 'Isolde', email: 'isolde@example.com' };
    const locked = (field: string) => field === 'firstName';
    expect(detailsToSave(saved, parse(typed), locked).patches).toEqual([{ email: 'isolde@example.com' }]);
  });
});

describe('the form following the saved customer', () => {
  it('moves fields showing the old saved value, and keeps the ones being edited', () => {
    const after = { ...saved, lastName: 'Marlow-Hart', countryCode: '61' };
    const current = { ...saved, countryCode: '+6', email: 'iris@exa' };
    expect(followSaved(saved, after, current)).toEqual({ ...after, countryCode: '+6', email: 'iris@exa' });
  });

  it('puts the previous value back in a field whose save failed', () => {
    const attempted = { ...saved, firstName: 'Isolde' };
    expect(followSaved(attempted, saved, attempted)).toEqual(saved);
  });
});
