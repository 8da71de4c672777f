// /welcome/change_password (signed in): the forced first password for a new account or after a
// required reset. Skipping goes to the dashboard with staff=true, which the guard lets through.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { SetPasswordPanel } from '../features/auth/components/set-password-panel.tsx';
import { meQuery } from '../features/session/api.ts';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { currentBrand } from '../lib/brand.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Spinner } from '../ui/spinner.tsx';

export function ChangePasswordPage() {
  usePageTitle('Set Password');
  const me = useQuery(meQuery());
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onPasswordSet = async (bookingId: number | null) => {
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    await navigate(
      bookingId ? { to: '/bookings/$id', params: { id: bookingId }, replace: true } : { to: '/', replace: true },
    );
  };

  return (
    <AuthCard title="Set your password">
      {me.data ? (
        <SetPasswordPanel
          customer={me.data.customer}
          company={currentBrand().company}
          onPasswordSet={onPasswordSet}
          skip={
            <Link to="/" search={{ staff: true }} className={textLinkClass}>
              Skip for now
            </Link>
          }
        />
      ) : (
        <Spinner />
      )}
    </AuthCard>
  );
}
