// staff=true (a staff user opening the customer's account) skips the forced password change. The
// tab remembers it, so the skip sticks while navigating to pages whose links do not carry it.
const STAFF_KEY = 'gangway-staff';

export function isStaffRemembered(): boolean {
  try {
    return sessionStorage.getItem(STAFF_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberStaff(): void {
  try {
    sessionStorage.setItem(STAFF_KEY, 'true');
  } catch {
    // storage disabled: the skip then lasts only while the query carries staff
  }
}
