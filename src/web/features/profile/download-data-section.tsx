// "Download my data": the server makes the file on request (everything held about the traveller,
// with an "about" saying what each part holds) and the browser saves it. A few downloads an hour:
// past that, the server's refusal is said in words. Needs the network: offline it is disabled. The
// button stays enabled while the file is made (a second press is ignored), so focus stays on it.
import { useId, useState } from 'react';
import * as v from 'valibot';
import { accountPaths } from '../../../shared/contract/account.ts';
import { apiCall, isApiFailure } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { ProfileCard } from './profile-card.tsx';

const TOO_MANY = 'You have downloaded your data several times in the last hour. Please try again later.';
const FAILED = 'Your data could not be downloaded. Please try again.';
const DOWNLOADED = 'Your data file is downloaded.';

const fileNameOf = (headers: Headers) =>
  /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? 'gangway-data.json';

export function DownloadDataSection() {
  const { online, reasonId } = useOfflineReason(useId());
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data, headers } = await apiCall('get', accountPaths.dataExport(), v.unknown());
      saveFile(`${JSON.stringify(data, null, 2)}\n`, fileNameOf(headers), 'application/json');
      toast(DOWNLOADED, 'success');
    } catch (error) {
      toast(isApiFailure(error) && error.status === 429 ? TOO_MANY : FAILED, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileCard title="Your data">
      <p className="mb-3 text-slate-700">
        Download a copy of everything we hold about you: your profile and emergency contact, your bookings with their
        payments, credit notes and messages, notifications, reviews, saved cards (never their numbers), reminders,
        calendar feed and where you are signed in. It is one JSON file, with a note at the top on what each part holds.
      </p>
      <Button
        variant="secondary"
        className="normal-case"
        busy={busy}
        disabled={!online}
        aria-describedby={reasonId}
        onClick={download}
      >
        Download my data
      </Button>
    </ProfileCard>
  );
}
