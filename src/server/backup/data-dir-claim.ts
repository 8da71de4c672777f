// The embedded PGlite database is single-process: only one process may have DATA_DIR open. That
// process listens on a Unix socket in DATA_DIR (mode 0600, so only this machine's user of the
// installation can connect): a second server, `npm run backup` or `npm run restore` finds it
// answering and leaves the folder alone. A running server answers backup requests on it, so a
// consistent copy is made without stopping it; the socket is never reachable over the network.
import { unlinkSync } from 'node:fs';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { makeBackup, type Snapshot } from './backup-archive.ts';

export const CLAIM_SOCKET = 'gangway.sock';
/** sun_path holds 108 bytes on Linux, the last one a NUL. */
const MAX_SOCKET_PATH = 107;

export const claimSocketPath = (dataDir: string) => path.join(dataDir, CLAIM_SOCKET);

export class DataDirBusyError extends Error {
  constructor(dataDir: string) {
    super(
      `Another process has ${dataDir} open (a Gangway server, npm run backup or npm run restore); ` +
        'stop it first. The embedded database allows one process at a time.',
    );
  }
}

/** Whether something answers on the socket (a socket file left by a killed process does not). */
function answering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function listenPrivately(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The socket is bound synchronously inside listen(), so the umask gives it mode 0600 from
    // the first moment; no other file is created in between.
    const umask = process.umask(0o177);
    try {
      server.listen({ path: socketPath, exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}

export type DataDirClaim = {
  /** From now on, backup requests are answered from the open database (until then: 503). */
  answerBackups: (snapshot: Snapshot) => void;
  release: () => Promise<void>;
};

/** Takes DATA_DIR for this process, or throws DataDirBusyError when another process has it. */
export async function claimDataDir(dataDir: string): Promise<DataDirClaim> {
  const socketPath = claimSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    throw new Error(
      `DATA_DIR ${dataDir} is too long for its control socket (${CLAIM_SOCKET}, at most ` +
        `${MAX_SOCKET_PATH} bytes in all): choose a shorter DATA_DIR.`,
    );
  let snapshot: Snapshot | undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const answer = snapshot
      ? makeBackup(dataDir, snapshot)
      : Promise.reject(new Error('this process does not make backups (starting, or a backup or restore)'));
    answer.then(
      (archive) => res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(archive),
      (error: Error) => res.writeHead(503, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
  try {
    await listenPrivately(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answering(socketPath)) throw new DataDirBusyError(dataDir);
    await unlink(socketPath).catch(() => {}); // left by a process that was killed
    await listenPrivately(server, socketPath);
  }
  await chmod(socketPath, 0o600);
  // process.exit() skips close callbacks; the socket file goes with the process either way.
  const removeSocket = () => {
    try {
      unlinkSync(socketPath);
    } catch {}
  };
  process.once('exit', removeSocket);
  return {
    answerBackups: (open) => {
      snapshot = open;
    },
    release: async () => {
      process.off('exit', removeSocket);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A backup from the process that has DATA_DIR open; null when no process answers there.
 * Throws with the process's reason when it answers but cannot make one.
 */
export function requestBackup(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: claimSocketPath(dataDir), path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The process that has ${dataDir} open cannot make a backup: ${body.toString()}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else if (error.code === 'EACCES')
        reject(new Error(`No access to ${dataDir}: run this as the user the server runs as.`));
      else reject(error);
    });
    req.end();
  });
}
