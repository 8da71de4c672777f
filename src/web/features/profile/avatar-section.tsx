// The avatar: the picture, or the initials when there is none or it cannot
// load; a new JPEG under 2MB, checked here by its bytes and size with the avatar messages before
// anything is sent (the server checks again). 'Avatar updated!', or 'Avatar was not updated!' with
// the reason kept under the picture.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { customer, customerPaths } from '../../../shared/contract/customer.ts';
import { AVATAR_MESSAGES } from '../../../shared/domain/forms/avatar.ts';
import { api, isApiFailure } from '../../lib/api-client.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { FieldErrorText } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { type CurrentCustomer, meQuery, sessionKeys } from '../session/api.ts';
import { initials } from '../../ui/initials.ts';
import { avatarFileProblem } from './avatar-file-problem.ts';
import { ProfileCard } from './profile-card.tsx';

function useAvatarUpload(onProblem: (message: string | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api('post', customerPaths.avatar(), customer, { form });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<CurrentCustomer>(sessionKeys.me(), (me) => (me ? { ...me, customer: saved } : me));
      onProblem(null);
      toast(AVATAR_MESSAGES.updated, 'success');
    },
    onError: (error) => {
      onProblem((isApiFailure(error) && error.errors?.image?.[0]) || null);
      toast(AVATAR_MESSAGES.failed, 'error');
    },
  });
}

export function AvatarSection() {
  const me = useQuery(meQuery());
  const inputId = useId();
  const errorId = useId();
  const { online, reasonId } = useOfflineReason(useId());
  const [problem, setProblem] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const upload = useAvatarUpload(setProblem);
  const person = me.data?.customer;
  const url = person?.largeAvatarUrl ?? null;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again after a failure is a new change
    if (!file) return;
    const found = await avatarFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <ProfileCard title="Avatar">
      <div className="flex flex-wrap items-center gap-4" aria-busy={upload.isPending}>
        <span className="inline-flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-3xl font-bold text-slate-900">
          {url && url !== brokenUrl ? (
            <img src={url} alt="Your avatar" className="size-full object-cover" onError={() => setBrokenUrl(url)} />
          ) : person ? (
            <span data-testid="profile-avatar-initials">
              {initials(person.firstName, person.lastName, person.email)}
            </span>
          ) : null}
        </span>
        <div>
          <label
            htmlFor={inputId}
            className={`inline-flex min-h-11 items-center rounded-md border border-slate-500 px-4 font-semibold focus-within:outline-2 focus-within:outline-brand ${
              online && !upload.isPending
                ? 'cursor-pointer bg-white text-slate-900'
                : 'cursor-not-allowed bg-slate-100 text-slate-600'
            }`}
          >
            {upload.isPending ? 'Uploading…' : 'Choose a new picture'}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg"
              className="sr-only"
              disabled={!online || upload.isPending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[problem ? errorId : '', reasonId ?? ''].join(' ').trim() || undefined}
              onChange={onChange}
            />
          </label>
          <p className="mt-1 text-sm text-slate-600">A JPG picture under 2MB.</p>
          <FieldErrorText id={errorId} messages={problem ? [problem] : []} />
        </div>
      </div>
    </ProfileCard>
  );
}
