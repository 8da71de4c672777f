// Watchdog for scripts/test-all.mjs: `node reap-orphans.mjs <runner pid> <child process group>`.
// When the runner dies without a chance to clean up (SIGKILL), its step's process group (a runner
// such as Playwright, its workers and servers) would run on and hold ports: this sends the group
// SIGTERM (Playwright then stops its web server), and SIGKILL 5 s later if it is still there.
// It exits by itself once the group is gone.
const [runner, group] = process.argv.slice(2).map(Number);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const signalGroup = (signal) => {
  try {
    process.kill(-group, signal);
  } catch {}
};

const timer = setInterval(() => {
  if (!alive(-group)) process.exit(0);
  if (alive(runner)) return;
  clearInterval(timer);
  signalGroup('SIGTERM');
  setTimeout(() => {
    signalGroup('SIGKILL');
    process.exit(0);
  }, 5000);
}, 250);
