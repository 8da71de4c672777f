// Profile: the password section (being built for issue 10).
export function PasswordSection() {
  return null;
}
