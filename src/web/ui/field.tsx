// Form fields: a visible label, an optional hint and the error text, all tied to the control with
// aria-describedby / aria-invalid so screen readers read the message when the field takes focus.
// Every control is at least 44 px tall (touch target) and uses 16 px text (no zoom on iOS).
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';

type Messages = string | readonly string[] | null | undefined;

type FieldChrome = {
  label: ReactNode;
  hint?: ReactNode;
  /** One message or several; shown under the control and linked to it. */
  error?: Messages;
};

/** Ids of text elsewhere that also describes the control (a note above the form, an offline reason). */
type AlsoDescribed = { describedBy?: string | undefined };

const toList = (messages: Messages): readonly string[] =>
  messages == null ? [] : typeof messages === 'string' ? (messages ? [messages] : []) : messages;

const controlClass =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ' +
  'outline-offset-1 focus-visible:outline-2 focus-visible:outline-brand disabled:bg-slate-100 disabled:text-slate-600 ';
const borderClass = (invalid: boolean) => (invalid ? 'border-red-700' : 'border-slate-500');

function useFieldIds(id: string | undefined) {
  const auto = useId();
  const controlId = id ?? `field${auto.replaceAll(':', '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/**
 * The error lines under a control. The live region is always rendered so that a message appearing
 * later is announced; it is only referenced by aria-describedby while it has text.
 */
export function FieldErrorText({ id, messages }: { id: string; messages: readonly string[] }) {
  return (
    <div id={id} aria-live="polite" className="text-sm font-medium text-red-700">
      {messages.map((message) => (
        <p key={message} className="mt-1">
          {message}
        </p>
      ))}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-800">
      {children}
    </label>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** What a control needs from its field: its id, and its invalid state and descriptions wired. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  invalid: boolean;
};

/** Label, control, hint and errors, the same for every kind of control. */
function FieldFrame({
  label,
  hint,
  error,
  describedBy: also,
  id,
  className,
  control,
}: FieldChrome & AlsoDescribed & { id?: string; className: string; control: (props: ControlProps) => ReactNode }) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const errors = toList(error);
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy(hint != null && hintId, invalid && errorId, also),
        invalid,
      })}
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      <FieldErrorText id={errorId} messages={errors} />
    </div>
  );
}

type InputProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;
type TextFieldProps = InputProps & AlsoDescribed;

export function TextField({
  label,
  hint,
  error,
  describedBy,
  id,
  className = '',
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      describedBy={describedBy}
      id={id}
      className={className}
      control={({ invalid, ...wired }) => (
        <input type={type} {...wired} className={controlClass + borderClass(invalid)} {...input} />
      )}
    />
  );
}

type TextAreaProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** Several lines of text (a review), with the same label, hint and error wiring as TextField. */
export function TextAreaField({ label, hint, error, id, className = '', rows = 5, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      control={({ invalid, ...wired }) => (
        <textarea rows={rows} {...wired} className={controlClass + borderClass(invalid)} {...textarea} />
      )}
    />
  );
}

/** A password input with a show/hide toggle (its name is not a label, so 'Password' stays unique). */
export function PasswordField({ label, hint, error, id, className = '', ...input }: Omit<InputProps, 'type'>) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  const errors = toList(error);
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      <div className="relative">
        <input
          id={controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && hintId, invalid && errorId)}
          className={`${controlClass}${borderClass(invalid)} pr-20`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          aria-controls={controlId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex min-h-11 min-w-16 items-center justify-center rounded-r-md px-3 text-sm font-semibold text-brand outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-brand"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      </div>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      <FieldErrorText id={errorId} messages={errors} />
    </div>
  );
}

type SelectProps = FieldChrome &
  AlsoDescribed &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** First, empty choice shown while nothing is chosen (it cannot be chosen again). */
    placeholder?: string;
  };

/** Native select: the platform's picker is the most usable one on phones and with screen readers. */
export function SelectField({
  label,
  hint,
  error,
  describedBy,
  id,
  className = '',
  placeholder,
  children,
  ...select
}: SelectProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      describedBy={describedBy}
      id={id}
      className={className}
      control={({ invalid, ...wired }) => (
        <select {...wired} className={`${controlClass}${borderClass(invalid)} appearance-auto pr-8`} {...select}>
          {placeholder != null && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {children}
        </select>
      )}
    />
  );
}

type CheckboxProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/** The whole row (box and text) is the click target, 44 px tall. */
export function Checkbox({ label, hint, error, id, className = '', ...input }: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const errors = toList(error);
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800"
      >
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && hintId, invalid && errorId)}
          className="size-5 shrink-0 accent-brand outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
          {...input}
        />
        {label}
      </label>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      <FieldErrorText id={errorId} messages={errors} />
    </div>
  );
}
