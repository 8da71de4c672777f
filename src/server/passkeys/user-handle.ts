// The WebAuthn user handle of a customer: what an authenticator keeps beside a passkey to name its
// account, and returns at sign-in. It is the customer's id and nothing personal (the e-mail is only
// the label the device shows), the same for every passkey of the account on every brand host.
export const userHandleOf = (customerId: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(`gangway-customer:${customerId}`, 'utf8'));

/** The same handle as the browser returns it, base64url. */
export const encodedUserHandleOf = (customerId: number): string =>
  Buffer.from(userHandleOf(customerId)).toString('base64url');
