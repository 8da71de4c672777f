// Profile: the subscription section (being built for issue 10).
export function SubscriptionSection() {
  return null;
}
