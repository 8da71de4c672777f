// The sandbox provider's card fields. SANDBOX ONLY: they exist so the app works end to end without
// a card provider (offline development, demos, tests); they turn a typed test number into a
// `sandbox_card_<digits>` token that only the server's sandbox provider understands. They never see
// a real card in production: when the server uses Stripe (payment_config provider 'stripe') the
// card form is Stripe Elements, whose fields live in Stripe's own frames.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { sandboxCardToken } from '../../../../shared/contract/payments.ts';
import { FieldErrorText } from '../../../ui/field.tsx';
import type { CardActionResult, CardEntryHandle, CardEntryState, PaymentMethodResult } from './card-entry-types.ts';
import {
  cvcLength,
  digitsOf,
  errorShownWhileTyping,
  formatCardNumber,
  formatExpiry,
  type SandboxCardValues,
  sandboxCardErrors,
} from './card-validation.ts';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog.tsx';

type Field = keyof SandboxCardValues;

type Props = {
  disabled: boolean;
  /** The clock expiry dates are checked against (the server's now). */
  now: () => Date;
  onChange?: (state: CardEntryState) => void;
  handleRef: (handle: CardEntryHandle | null) => void;
};

const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc'];
const EMPTY: SandboxCardValues = { number: '', expiry: '', cvc: '' };
const NOT_TOUCHED: Record<Field, boolean> = { number: false, expiry: false, cvc: false };

/** Stripe's message when a 3-D Secure challenge is failed or abandoned. */
export const SANDBOX_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const inputClass =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ' +
  'outline-offset-1 focus-visible:outline-2 focus-visible:outline-brand disabled:bg-slate-100 disabled:text-slate-600 ';

export function SandboxCardFields({ disabled, now, onChange, handleRef }: Props) {
  const id = useId().replaceAll(':', '');
  const [values, setValues] = useState<SandboxCardValues>(EMPTY);
  const [touched, setTouched] = useState(NOT_TOUCHED);
  const [authenticating, setAuthenticating] = useState(false);
  const settleAuthentication = useRef<((result: CardActionResult) => void) | null>(null);

  const errors = useMemo(() => sandboxCardErrors(values, now()), [values, now]);
  const shown = (field: Field) =>
    touched[field] || errorShownWhileTyping(field, errors[field]) ? errors[field] : null;
  const shownError = FIELDS.map(shown).find((message) => message != null) ?? null;
  const complete = FIELDS.every((field) => errors[field] == null);

  // The handle is created once and reads the latest values through refs, so a parent that stored it
  // always validates what is on screen.
  const latest = useRef({ values, errors, complete });
  latest.current = { values, errors, complete };

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current?.({ complete, error: shownError });
  }, [complete, shownError]);

  const finishAuthentication = useCallback((result: CardActionResult) => {
    settleAuthentication.current?.(result);
    settleAuthentication.current = null;
    setAuthenticating(false);
  }, []);

  useEffect(() => {
    const handle: CardEntryHandle = {
      async createPaymentMethod(): Promise<PaymentMethodResult> {
        const current = latest.current;
        if (!current.complete) {
          setTouched({ number: true, expiry: true, cvc: true });
          const first = FIELDS.map((field) => current.errors[field]).find((message) => message != null);
          return { ok: false, error: first ?? 'Your card number is incomplete.' };
        }
        return { ok: true, paymentMethodId: sandboxCardToken(current.values.number), publicKey: null };
      },
      handleCardAction() {
        // A second request while one is open fails the first: only one authentication at a time.
        settleAuthentication.current?.({ ok: false, error: SANDBOX_AUTHENTICATION_FAILED });
        return new Promise<CardActionResult>((resolve) => {
          settleAuthentication.current = resolve;
          setAuthenticating(true);
        });
      },
    };
    handleRef(handle);
    return () => {
      handleRef(null);
      settleAuthentication.current?.({ ok: false, error: SANDBOX_AUTHENTICATION_FAILED });
      settleAuthentication.current = null;
    };
  }, [handleRef]);

  const update = (field: Field, raw: string) => {
    const formatted =
      field === 'number'
        ? formatCardNumber(raw)
        : field === 'expiry'
          ? formatExpiry(raw)
          : digitsOf(raw).slice(0, cvcLength(digitsOf(values.number)));
    setValues((previous) => ({ ...previous, [field]: formatted }));
  };
  const blur = (field: Field) => {
    // Leaving an untouched, empty field says nothing yet (Stripe does the same).
    if (values[field] === '' && !touched[field]) return;
    setTouched((previous) => ({ ...previous, [field]: true }));
  };

  const errorId = `${id}-card-error`;
  const invalid = (field: Field) => shown(field) != null;
  const inputProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    disabled,
    inputMode: 'numeric' as const,
    autoCorrect: 'off',
    spellCheck: false,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    onBlur: () => blur(field),
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': invalid(field) ? errorId : undefined,
    className: inputClass + (invalid(field) ? 'border-red-700' : 'border-slate-500'),
  });

  return (
    <fieldset className="min-w-0" data-testid="sandbox-card-fields">
      <legend className="mb-1 block text-sm font-semibold text-slate-800">Card details</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <label htmlFor={`${id}-number`} className="mb-1 block text-sm text-slate-800">
            Card number
          </label>
          <input
            {...inputProps('number')}
            name="cardnumber"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={19}
          />
        </div>
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1 block text-sm text-slate-800">
            Expiry date (MM / YY)
          </label>
          <input {...inputProps('expiry')} name="exp-date" autoComplete="cc-exp" placeholder="MM / YY" maxLength={7} />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1 block text-sm text-slate-800">
            Security code (CVC)
          </label>
          <input {...inputProps('cvc')} name="cvc" autoComplete="cc-csc" placeholder="CVC" maxLength={4} />
        </div>
      </div>
      <FieldErrorText id={errorId} messages={shownError ? [shownError] : []} />
      <SandboxAuthenticationDialog
        open={authenticating}
        onComplete={() => finishAuthentication({ ok: true })}
        onFail={() => finishAuthentication({ ok: false, error: SANDBOX_AUTHENTICATION_FAILED })}
      />
    </fieldset>
  );
}
