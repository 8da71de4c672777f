import { describe, expect, it } from 'vitest';
import { registrationLabels } from '../../../shared/domain/forms/registration.ts';
import { fieldLine, fieldLines, fieldName, firstErrorLine, groupedLines, oopsLine } from './server-errors.ts';

describe('server error wording', () => {
  it('names fields by the form label, else by splitting the key', () => {
    expect(fieldName('age', registrationLabels)).toBe('Birth Year');
    expect(fieldName('tel', registrationLabels)).toBe('Phone Number');
    expect(fieldName('passwordConfirmation')).toBe('Password confirmation');
    expect(fieldName('reset_password_token')).toBe('Reset password token');
  });

  it('writes registration errors as capitalised lines per field', () => {
    expect(fieldLine('email', 'has already been taken', registrationLabels)).toBe('Email has already been taken');
    expect(fieldLine('age', 'Customer must be at least 17 years old', registrationLabels)).toBe(
      'Customer must be at least 17 years old',
    );
    expect(fieldLines({ tel: ['is invalid', 'is too short'] }, registrationLabels)).toEqual({
      tel: ['Phone Number is invalid', 'Phone Number is too short'],
    });
  });

  it("groups fields sharing a message as 'field names + message'", () => {
    expect(
      groupedLines(
        { firstName: ["can't be blank"], lastName: ["can't be blank"], tel: ["can't be blank"] },
        registrationLabels,
      ),
    ).toEqual(["First Name, Last Name and Phone Number can't be blank"]);
    expect(groupedLines({ base: ['Something went wrong'], email: ['Oops! Invalid Email'] })).toEqual([
      'Something went wrong',
      'Oops! Invalid Email',
    ]);
  });

  it("gives the first error as 'Field: message' for the forgot-password toast", () => {
    expect(firstErrorLine({ email: ['is invalid', 'is blank'], other: ['x'] })).toBe('Email: is invalid');
    expect(firstErrorLine({ base: ['Try later'] })).toBe('Try later');
    expect(firstErrorLine({})).toBeNull();
    expect(firstErrorLine(undefined)).toBeNull();
  });

  it("writes set-password errors as 'Oops! <field> <message>'", () => {
    expect(oopsLine('password', 'is too short')).toBe('Oops! Password is too short');
    expect(oopsLine('passwordConfirmation', "doesn't match Password")).toBe(
      "Oops! Password confirmation doesn't match Password",
    );
    expect(oopsLine('password', 'Password is required')).toBe('Oops! Password is required');
  });
});
