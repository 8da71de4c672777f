// HAProxy (Debian's package) as a process for the tests, running the operator's example config
// deploy/haproxy.cfg unchanged: its ports, log target and runtime socket come from the environment
// variables that file reads. Its request lines (option httplog) are read from the config's ring on
// the runtime API, which keeps every line (its stdout, a pipe, drops lines when it is full).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { freePort, root } from './server-process.ts';

export const HAPROXY_CONFIG = path.join(root, 'deploy', 'haproxy.cfg');

/** The haproxy binary, where Debian's package puts it or on PATH; undefined when not installed. */
export function findHaproxy(): string | undefined {
  const dirs = ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return dirs.map((dir) => path.join(dir, 'haproxy')).find((file) => existsSync(file));
}

/** One request as HAProxy logged it. */
export type ProxyLogLine = {
  server: string;
  status: number;
  /** HAProxy's termination state: its first letter says who ended the session (S: the server). */
  termination: string;
  requestId: string;
  /** The whole line, to show when a test fails. */
  line: string;
};

// option httplog: ... <frontend> <backend>/<server> Tq/Tw/Tc/Tr/Ta <status> <bytes> - - <term> ... {<X-Request-Id>} "<request>"
const HTTPLOG =
  / \S+ [^/\s]+\/(\S+) -?\d+\/-?\d+\/-?\d+\/-?\d+\/\+?-?\d+ (-?\d+) \+?\d+ \S+ \S+ (\S{4}) \S+ \S+ \{([^}]*)\} "/;

export type HaproxyProcess = {
  port: number;
  child: ChildProcess;
  /** The request lines logged so far. */
  log: () => Promise<ProxyLogLine[]>;
  /** One command on the runtime API (the stats socket); its answer. */
  runtime: (command: string) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startHaproxy(
  binary: string,
  options: { backends: [number, number]; socket: string },
): Promise<HaproxyProcess> {
  const port = await freePort();
  const [one, two] = options.backends;
  const child = spawn(binary, ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      GANGWAY_HAPROXY_BIND: `127.0.0.1:${port}`,
      GANGWAY_APP1: `127.0.0.1:${one}`,
      GANGWAY_APP2: `127.0.0.1:${two}`,
      GANGWAY_HAPROXY_LOG: 'stdout',
      GANGWAY_HAPROXY_LOG_FORMAT: 'raw',
      GANGWAY_HAPROXY_SOCKET: options.socket,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const runtime = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = createConnection(options.socket, () => socket.end(`${command}\n`));
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  // Up once its runtime API answers (it opens the socket after it bound the frontend).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    if (
      existsSync(options.socket) &&
      (await runtime('show info').then(
        (answer) => answer.includes('Name: HAProxy'),
        () => false,
      ))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    child,
    log: async () =>
      (await runtime('show events requests')).split('\n').flatMap((line) => {
        const match = HTTPLOG.exec(line);
        return match
          ? [
              {
                server: match[1] ?? '',
                status: Number(match[2]),
                termination: match[3] ?? '',
                requestId: match[4] ?? '',
                line,
              },
            ]
          : [];
      }),
    runtime,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A server's row of `show stat` (status, check_status, scur: requests under way, ...). */
export async function serverStat(proxy: HaproxyProcess, server: string): Promise<Record<string, string>> {
  const [header, ...rows] = (await proxy.runtime('show stat')).split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const row = rows.map((line) => line.split(',')).find((fields) => fields[0] === 'gangway' && fields[1] === server);
  return Object.fromEntries(columns.map((column, i) => [column, row?.[i] ?? '']));
}

/** Taking traffic: up, its last check passed, and not drained. */
export async function serverReady(proxy: HaproxyProcess, server: string): Promise<boolean> {
  const stat = await serverStat(proxy, server);
  return stat.status === 'UP' && stat.check_status === 'L7OK';
}
