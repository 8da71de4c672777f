// The POSIX ustar format, regular files only: enough for a backup that `tar -tzf` can list and
// this module can read back. Directories are implied by the files' paths.
const BLOCK = 512;

export type TarEntry = { path: string; mode: number; data: Buffer };

export class TarFormatError extends Error {}

function writeText(header: Buffer, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`${text} does not fit in a tar header`);
  bytes.copy(header, offset);
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** Long paths go in the prefix field: up to 155 bytes of folders, then up to 100 of name. */
function splitPath(entryPath: string): [prefix: string, name: string] {
  if (Buffer.byteLength(entryPath) <= 100) return ['', entryPath];
  for (let at = entryPath.indexOf('/'); at !== -1; at = entryPath.indexOf('/', at + 1)) {
    const prefix = entryPath.slice(0, at);
    const name = entryPath.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return [prefix, name];
  }
  throw new TarFormatError(`${entryPath} is too long for a tar entry`);
}

function header(entry: TarEntry, mtimeSeconds: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitPath(entry.path);
  writeText(block, 0, 100, name);
  writeText(block, 100, 8, octal(entry.mode & 0o7777, 8));
  writeText(block, 108, 8, octal(0, 8));
  writeText(block, 116, 8, octal(0, 8));
  writeText(block, 124, 12, octal(entry.data.length, 12));
  writeText(block, 136, 12, octal(mtimeSeconds, 12));
  block.fill(' ', 148, 156); // the checksum is summed with its own field as spaces
  writeText(block, 156, 1, '0');
  writeText(block, 257, 6, 'ustar\0');
  writeText(block, 263, 2, '00');
  writeText(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

export function packTar(entries: TarEntry[], mtime = new Date()): Buffer {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry, seconds), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('a tar header has a malformed number');
  return Number.parseInt(text, 8);
}

/** A path that stays inside the folder it is unpacked into. */
function safePath(entryPath: string): string {
  const parts = entryPath.split('/').filter((part) => part !== '' && part !== '.');
  if (entryPath.startsWith('/') || parts.length === 0 || parts.includes('..'))
    throw new TarFormatError(`a tar entry has an unsafe path: ${entryPath}`);
  return parts.join('/');
}

/** The regular files of a tar; folders are skipped, any other kind of entry is refused. */
export function unpackTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    if (sum !== readOctal(block, 148, 8)) throw new TarFormatError('a tar header fails its checksum');
    const size = readOctal(block, 124, 12);
    const type = readText(block, 156, 1);
    const prefix = readText(block, 345, 155);
    const name = readText(block, 0, 100);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new TarFormatError('the tar ends inside a file');
    if (type === '0' || type === '') {
      entries.push({
        path: safePath(prefix ? `${prefix}/${name}` : name),
        mode: readOctal(block, 100, 8),
        data: Buffer.from(tar.subarray(start, start + size)),
      });
    } else if (type !== '5') {
      throw new TarFormatError(`a tar entry is neither a file nor a folder: ${name}`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarFormatError('the tar has no end marker');
}
