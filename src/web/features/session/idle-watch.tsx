// A shared device's session ends after 15 minutes without a touch or a key (idle-rules.ts): a
// warning a minute before offers "Stay signed in", and at the end the session is signed out and
// the sign-in page shows an empty form. While the traveller is active, the server hears of it (at
// most once a minute) so it never ends a session someone is reading.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { idleStage, keepAliveAt, untilNextStage } from './idle-rules.ts';
import { keepSessionAlive } from './keep-alive.ts';
import { forgetSession, signOut } from './sign-out.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

type Watch = { stay: () => void; leave: () => void };

export function IdleWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  // Marks the page once the timers run (the watch's code arrives after the page itself).
  const [armed, setArmed] = useState(false);
  const watch = useRef<Watch | null>(null);

  useEffect(() => {
    let lastActivityAt = Date.now();
    let lastSentAt: number | undefined;
    let warned = false;
    let ended = false;
    let stageTimer: ReturnType<typeof setTimeout> | undefined;
    let keepAliveTimer: ReturnType<typeof setTimeout> | undefined;

    const end = async (viaServer: boolean) => {
      if (ended) return;
      ended = true;
      clearTimeout(stageTimer);
      clearTimeout(keepAliveTimer);
      // Offline, the server ends the session by itself at the same time: nothing is left here either way.
      if (!(viaServer && (await signOut(queryClient)))) await forgetSession(queryClient);
      await navigate({ to: '/login' });
    };
    const check = () => {
      if (ended) return;
      const now = Date.now();
      const stage = idleStage(lastActivityAt, now);
      if (stage === 'signed-out') return void end(true);
      warned = stage === 'warning';
      setWarning(warned);
      clearTimeout(stageTimer);
      stageTimer = setTimeout(check, untilNextStage(lastActivityAt, now));
    };
    const tellServer = async () => {
      lastSentAt = Date.now();
      if ((await keepSessionAlive()) === 'ended') await end(false);
    };
    const keepAlive = () => {
      keepAliveTimer = undefined;
      const at = keepAliveAt(lastSentAt, lastActivityAt);
      if (at === null || ended) return;
      const wait = at - Date.now();
      if (wait > 0) keepAliveTimer = setTimeout(keepAlive, wait);
      else void tellServer();
    };
    const onActivity = () => {
      // Once warned, only the dialog's answer counts: a stray touch must not hide the question.
      if (ended || warned) return;
      lastActivityAt = Date.now();
      if (keepAliveTimer === undefined) keepAlive();
    };
    // A device that slept: its timers ran late, so the deadlines are looked at on waking.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    watch.current = {
      stay: () => {
        warned = false;
        lastActivityAt = Date.now();
        check();
        void tellServer();
      },
      leave: () => void end(true),
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    check();
    setArmed(true);
    return () => {
      ended = true;
      clearTimeout(stageTimer);
      clearTimeout(keepAliveTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, navigate]);

  const stay = () => watch.current?.stay();
  return (
    <>
      <div hidden data-idle-watch={armed ? 'armed' : 'arming'} />
      <Dialog
        open={warning}
        onClose={stay}
        title="Are you still there?"
        footer={
          <>
            <Button variant="secondary" onClick={() => watch.current?.leave()}>
              Sign out
            </Button>
            <Button onClick={stay}>Stay signed in</Button>
          </>
        }
      >
        <p>This is a shared device: you will be signed out in one minute unless you stay.</p>
      </Dialog>
    </>
  );
}
