// Moving focus into what just appeared in place of the control that was used: the first field in
// error of a form.

/** Focuses the first field marked invalid inside `form`. */
export function focusFirstInvalid(form: Element | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
