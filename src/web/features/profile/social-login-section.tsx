// Profile: the social login section (being built for issue 10).
export function SocialLoginSection() {
  return null;
}
