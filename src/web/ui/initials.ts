/** Two letters for the avatar fallback: first and last name, else the e-mail's first letter. */
export function initials(firstName: string | null, lastName: string | null, email: string): string {
  const letters = [firstName, lastName].map((name) => name?.trim()[0] ?? '').join('');
  return (letters || email.trim()[0] || '?').toUpperCase();
}
