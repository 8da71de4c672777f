// Profile: the personal details section (being built for issue 10).
export function PersonalDetailsSection() {
  return null;
}
