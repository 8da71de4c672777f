// A server started for a test run must end with the run, however the run ends: Ctrl-C, a timeout's
// SIGTERM, or a SIGKILL that gives the runner no chance to stop it (a server left behind holds its
// port and the next run fails at once with "already used"). Two signs that the runner is gone:
// stdin closes (Playwright's webServer gets a pipe from Playwright itself; the kernel closes it
// when Playwright dies, whatever killed it), and this process is re-parented (its parent died).
// Either stops the server the way SIGTERM does (main.ts: stop listening, finish, close the db).
export function exitWithParent({ log = console.log, pollMs = 500 } = {}) {
  const stop = (why) => {
    log(`[server] ${why}: the test run is gone, stopping`);
    process.kill(process.pid, 'SIGTERM');
  };
  if (!process.stdin.isTTY) {
    process.stdin.on('end', () => stop('stdin closed'));
    process.stdin.on('error', () => stop('stdin failed'));
    process.stdin.resume(); // read (and drop) it, or 'end' never comes
  }
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      stop(`parent ${parent} exited`);
    }
  }, pollMs);
  timer.unref();
}
