// Moving focus into what just appeared in place of the control that was used: the first field in
// error of a form, or the first control of a new step.

const CONTROL =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Focuses the first field marked invalid inside `form`. */
export function focusFirstInvalid(form: Element | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Focuses the first control (or scrolling region in the Tab order) inside `root`. */
export function focusFirstControl(root: Element | null) {
  root?.querySelector<HTMLElement>(CONTROL)?.focus();
}
