// Form state for the account screens, validated with the shared form schemas (the same ones the
// server uses). Local errors appear on submit (or on blur where a form asks for it) and then follow
// every change; server errors stay on their field until that field is edited.
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as v from 'valibot';
import { type FieldErrors, validate } from '../../shared/domain/forms/validate.ts';
import { focusFirstInvalid } from './focus-first.ts';

type Values = Record<string, string | boolean>;

type Options = {
  /** Validate a field when it loses focus, before any submit (the forgot-password form). */
  validateOnBlur?: boolean;
};

export function useForm<V extends Values, S extends v.GenericSchema>(
  schema: S,
  initial: V,
  { validateOnBlur = false }: Options = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrorState] = useState<FieldErrors>({});
  const [live, setLive] = useState(false); // true once errors should follow every change
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(new Set());

  const errorsFor = useCallback(
    (next: V, shownFields: ReadonlySet<string> | 'all') => {
      const result = validate(schema, next);
      if (result.ok) return {};
      if (shownFields === 'all') return result.errors;
      return Object.fromEntries(Object.entries(result.errors).filter(([field]) => shownFields.has(field)));
    },
    [schema],
  );

  const setField = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (live) setLocalErrors(errorsFor(next, 'all'));
    else if (blurred.size > 0) setLocalErrors(errorsFor(next, blurred));
    if (name in serverErrors) {
      const rest = { ...serverErrors };
      delete rest[name];
      setServerErrorState(rest);
    }
  };

  const blurField = (name: keyof V & string) => {
    if (!validateOnBlur || live) return;
    const shown = new Set(blurred).add(name);
    setBlurred(shown);
    setLocalErrors(errorsFor(values, shown));
  };

  /** Props for a text-like field: value, change and blur handlers, and its current error. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    onBlur: () => blurField(name),
    error: localErrors[name] ?? serverErrors[name],
  });

  const checkbox = (name: keyof V & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: { target: { checked: boolean } }) => setField(name, event.target.checked),
  });

  /** Validates everything; on failure shows every error and moves focus to the first bad field. */
  const handleSubmit = (onValid: (data: v.InferOutput<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(schema, values);
    if (!result.ok) {
      flushSync(() => {
        setLive(true);
        setLocalErrors(result.errors);
      });
      focusFirstInvalid(formRef.current);
      return;
    }
    flushSync(() => {
      setLive(true);
      setLocalErrors({});
    });
    onValid(result.data);
  };

  /** Shows errors answered by the server (field -> messages, already worded for display). */
  const setServerErrors = useCallback((errors: FieldErrors) => {
    flushSync(() => setServerErrorState(errors));
    focusFirstInvalid(formRef.current);
  }, []);

  /**
   * Validates `next` at once (a field committed in a form that saves field by field), shows its
   * errors from now on, and answers the result; focus stays where the traveller put it.
   */
  const check = (next: V) => {
    const result = validate(schema, next);
    setLive(true);
    setLocalErrors(result.ok ? {} : result.errors);
    return result;
  };

  /** Shows `next` as the form's values, its errors following them once they show. */
  const replaceValues = useCallback(
    (next: V) => {
      setValues(next);
      if (live) setLocalErrors(errorsFor(next, 'all'));
    },
    [live, errorsFor],
  );

  /** Shows `next` as the form's values with no errors (a profile section's saved data restored). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setLocalErrors({});
    setServerErrorState({});
    setLive(false);
    setBlurred(new Set());
  }, []);

  const hasLocalErrors = Object.keys(localErrors).length > 0;

  return {
    formRef,
    values,
    setField,
    text,
    checkbox,
    handleSubmit,
    check,
    replaceValues,
    localErrors,
    hasLocalErrors,
    serverErrors,
    setServerErrors,
    reset,
  };
}
