// What a JPEG will cost to decode, read from its markers alone (a walk over the bytes, no pixel
// decoded), so that a file the decoder would spend minutes on is refused in a millisecond.
//
// The decoder's work grows with the scans: each scan walks every block of its components, and a
// progressive picture may legally send every coefficient of every component apart and refine it bit
// by bit (1 + 3 x 63 x 14 = 2,647 scans), or illegally repeat a scan thousands of times (libjpeg
// only warns). Encoders write 1 scan (baseline) or about 10 (progressive), so a few dozen is the
// bound, and a scan that repeats what earlier scans sent is refused outright.
//
// Its memory grows with the blocks: a progressive picture, or one of several scans, is kept whole as
// coefficients (64 of 2 bytes per 8x8 block and component) until its last scan, whatever size it is
// shrunk to. A single-scan baseline picture is decoded row by row and shrunk on load.
export const MAX_SCANS = 32;

/** `keptWhole`: the decoder holds all `blocks` at once (progressive, or a first scan without every component). */
export type JpegStructure = { width: number; height: number; scans: number; blocks: number; keptWhole: boolean };

export class MalformedJpegError extends Error {}
export class TooManyScansError extends Error {}

type Component = { id: number; h: number; v: number };
type Frame = { width: number; height: number; progressive: boolean; components: Component[] };

// SOF0 baseline, SOF1 extended, SOF2 progressive: Huffman-coded, one frame. The others (lossless,
// hierarchical, arithmetic) are refused: no camera writes them and each is another decoder path.
const ACCEPTED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function readFrame(marker: number, body: Buffer): Frame {
  if (!ACCEPTED_FRAMES.has(marker) || body.length < 6) throw new MalformedJpegError();
  const count = body[5] ?? 0;
  const frame: Frame = {
    width: body.readUInt16BE(3),
    height: body.readUInt16BE(1),
    progressive: marker === 0xc2,
    components: [],
  };
  if (body[0] !== 8 || count < 1 || count > 4 || body.length < 6 + 3 * count) throw new MalformedJpegError();
  for (let i = 0; i < count; i += 1) {
    const sampling = body[7 + 3 * i] ?? 0;
    const component = { id: body[6 + 3 * i] ?? 0, h: sampling >> 4, v: sampling & 15 };
    if (component.h < 1 || component.h > 4 || component.v < 1 || component.v > 4) throw new MalformedJpegError();
    frame.components.push(component);
  }
  if (!frame.width || !frame.height) throw new MalformedJpegError();
  return frame;
}

/** The blocks the decoder keeps for a whole picture: each component's, padded to whole MCUs. */
function blocksOf(frame: Frame): number {
  const hMax = Math.max(...frame.components.map((c) => c.h));
  const vMax = Math.max(...frame.components.map((c) => c.v));
  const mcusAcross = Math.ceil(frame.width / (8 * hMax));
  const mcusDown = Math.ceil(frame.height / (8 * vMax));
  return frame.components.reduce((sum, c) => sum + mcusAcross * c.h * mcusDown * c.v, 0);
}

/**
 * Which bits of which coefficients earlier scans sent: per component, each coefficient's lowest
 * bit sent so far (-1: none). A scan must send new coefficients whole-to-Al or refine by one bit,
 * as the standard's progression allows (G.1.1.1.1); baseline sends each component once.
 */
class Progression {
  private readonly sent = new Map<number, number[]>();
  constructor(private readonly frame: Frame) {
    for (const c of frame.components) this.sent.set(c.id, Array(64).fill(-1));
  }

  add(body: Buffer): void {
    const count = body[0] ?? 0;
    if (count < 1 || count > 4 || body.length < 1 + 2 * count + 3) throw new MalformedJpegError();
    const ids = Array.from({ length: count }, (_, i) => body[1 + 2 * i] ?? 0);
    const ss = body[1 + 2 * count] ?? 0;
    const se = body[2 + 2 * count] ?? 0;
    const approximation = body[3 + 2 * count] ?? 0;
    const ah = approximation >> 4;
    const al = approximation & 15;
    const rows = ids.map((id) => this.sent.get(id));
    if (new Set(ids).size !== count || rows.some((row) => !row)) throw new MalformedJpegError();
    if (!this.frame.progressive) {
      if (ss !== 0 || se !== 63 || approximation !== 0) throw new MalformedJpegError();
      if (rows.some((row) => row?.[0] !== -1)) throw new TooManyScansError();
      for (const row of rows) row?.fill(0);
      return;
    }
    if (ss > se || se > 63 || al > 13 || (ss === 0 && se !== 0) || (ss > 0 && count !== 1))
      throw new MalformedJpegError();
    for (const row of rows) {
      if (!row || (ss > 0 && row[0] === -1)) throw new TooManyScansError();
      for (let k = ss; k <= se; k += 1) {
        const before = row[k] ?? -1;
        const allowed = ah === 0 ? before === -1 : before === ah && al === ah - 1;
        if (!allowed) throw new TooManyScansError();
        row[k] = al;
      }
    }
  }
}

/** Where the entropy-coded data that starts at `from` ends: its first marker other than a restart. */
function endOfEntropyData(jpeg: Buffer, from: number): number {
  let at = jpeg.indexOf(0xff, from);
  while (at !== -1 && at + 1 < jpeg.length) {
    const next = jpeg[at + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at;
    at = jpeg.indexOf(0xff, at + 1);
  }
  throw new MalformedJpegError();
}

/** Walks the JPEG's segments and scans: malformed, or more scans than the bound, throws. */
export function readJpegStructure(jpeg: Buffer): JpegStructure {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new MalformedJpegError();
  let frame: Frame | null = null;
  let progression: Progression | null = null;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (at + 1 >= jpeg.length || jpeg[at] !== 0xff) throw new MalformedJpegError();
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) break;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // a marker without a length
      continue;
    }
    if (at + 3 >= jpeg.length) throw new MalformedJpegError();
    const length = jpeg.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) throw new MalformedJpegError();
    const body = jpeg.subarray(at + 4, end);
    if (isFrameMarker(marker)) {
      if (frame) throw new MalformedJpegError();
      frame = readFrame(marker, body);
      progression = new Progression(frame);
      at = end;
    } else if (marker === 0xda) {
      if (!progression) throw new MalformedJpegError();
      scans += 1;
      if (scans > MAX_SCANS) throw new TooManyScansError();
      progression.add(body);
      at = endOfEntropyData(jpeg, end);
    } else at = end;
  }
  if (!frame || scans === 0) throw new MalformedJpegError();
  const keptWhole = frame.progressive || scans > 1;
  return { width: frame.width, height: frame.height, scans, blocks: blocksOf(frame), keptWhole };
}
