// After a sign-up: where to look next. The same words whether or not the address had an account.
import { REGISTRATION_CHECK_MAIL } from '../../../../shared/contract/registration-links.ts';

export function CheckYourEmail({ email }: { email: string }) {
  return (
    <div role="status" className="space-y-2">
      <h2 className="text-xl font-semibold text-slate-900">Check your e-mail</h2>
      <p className="text-slate-800">{REGISTRATION_CHECK_MAIL}</p>
      <p className="text-sm text-slate-700">
        We wrote to <span className="font-semibold break-all">{email}</span>. The link works once, for 24 hours.
      </p>
    </div>
  );
}
