// Profile: the avatar section (being built for issue 10).
export function AvatarSection() {
  return null;
}
