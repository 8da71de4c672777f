// Backups as gzipped tar archives of in-memory files, written and read by node-tar (`tar`), so
// `tar -tzf` lists them and long or non-ASCII paths go in the standard pax headers. Reading
// accepts regular files and folders only, at paths that stay inside the folder they are unpacked
// into: a link or a device in a backup is refused, never followed.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Header, Pack, Parser, ReadEntry } from 'tar';

export type TarEntry = { path: string; mode: number; data: Buffer };

export class TarFormatError extends Error {}

/**
 * A .tar.gz of `entries`, in their order, each dated `mtime`. Gzipped by node:zlib on its thread
 * pool: node-tar's gzip runs on the calling thread, which in a running server would stall every
 * request for the seconds a database image takes.
 */
export async function packTarGz(entries: TarEntry[], mtime = new Date()): Promise<Buffer> {
  const pack = new Pack({ strict: true });
  // Read from the start: a Pack that nobody reads stops taking entries after its first few.
  const tar = pack.concat();
  for (const file of entries) {
    const header = new Header({
      path: file.path,
      mode: file.mode & 0o7777,
      size: file.data.length,
      mtime,
      type: 'File',
    });
    const entry = new ReadEntry(header);
    entry.end(file.data);
    pack.add(entry);
  }
  pack.end();
  return promisify(gzip)(await tar);
}

/** A path that stays inside the folder it is unpacked into. */
function safePath(entryPath: string): string {
  const parts = entryPath.split('/').filter((part) => part !== '' && part !== '.');
  if (entryPath.startsWith('/') || parts.length === 0 || parts.includes('..'))
    throw new TarFormatError(`a tar entry has an unsafe path: ${entryPath}`);
  return parts.join('/');
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** The regular files of a .tar.gz; folders are skipped, any other entry is refused. */
export async function unpackTarGz(archive: Buffer): Promise<TarEntry[]> {
  // Unzipped by node:zlib, on its thread pool too; node-tar's unzipping also neither fails nor ends
  // on a cut-off stream.
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(archive);
  } catch (error) {
    throw new TarFormatError(`not a gzip file (${(error as Error).message})`);
  }
  return unpackTar(tar);
}

/** The regular files of an uncompressed tar; folders are skipped, any other entry is refused. */
function unpackTar(tar: Buffer): Promise<TarEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: TarEntry[] = [];
    let refused: Error | undefined;
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        try {
          if (entry.type === 'Directory') {
            entry.resume();
            return;
          }
          if (!FILE_TYPES.has(entry.type))
            throw new TarFormatError(`a tar entry is neither a file nor a folder: ${entry.path}`);
          const file = { path: safePath(entry.path), mode: entry.mode ?? 0o600 };
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => entries.push({ ...file, data: Buffer.concat(chunks) }));
        } catch (error) {
          refused ??= error as Error;
          entry.resume();
        }
      },
    });
    parser.on('error', (error: Error) => {
      refused ??= new TarFormatError(error.message);
    });
    parser.on('close', () => (refused ? reject(refused) : resolve(entries)));
    parser.end(tar);
  });
}
