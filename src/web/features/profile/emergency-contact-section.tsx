// Profile: the emergency contact section (being built for issue 10).
export function EmergencyContactSection() {
  return null;
}
