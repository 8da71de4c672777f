// JPEG files written byte by byte, for the tests of how much work an upload may cost: a picture
// of one flat colour whose every scan the decoder must still walk. Every component is sampled
// 1x1 and quantised by ones; the DC scan codes each block's difference as 0 (one bit), and an AC
// scan codes its whole band as runs of empty blocks (EOBRUN), a few bytes per scan whatever the size.

export type Scan = { component: number | 'all'; ss: number; se: number; ah: number; al: number };

const segment = (marker: number, payload: number[]) =>
  Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;
  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      this.filled += 1;
      if (this.filled === 8) this.flushByte();
    }
  }
  /** Pads the last byte with ones, as the standard asks. */
  finish(): number[] {
    if (this.filled > 0) this.write(0xff, 8 - this.filled);
    return this.bytes;
  }
  private flushByte() {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00); // a data byte 0xFF is stuffed
    this.current = 0;
    this.filled = 0;
  }
}

/** Ends of band coded as EOBRUN symbols (r<<4, code r in 4 bits) with r extra bits each. */
function emptyBand(blocks: number): Buffer {
  const bits = new BitWriter();
  let left = blocks;
  while (left > 0) {
    const run = Math.min(left, 32_767);
    const r = Math.floor(Math.log2(run));
    bits.write(r, 4);
    if (r > 0) bits.write(run - (1 << r), r);
    left -= run;
  }
  return Buffer.from(bits.finish());
}

/** A progressive JPEG of `components` flat channels and exactly these scans (any order, any count). */
export function progressiveJpeg(width: number, height: number, components: 1 | 3, scans: Scan[]): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const dcCounts = Array(16).fill(0);
  dcCounts[0] = 1; // one DC symbol (difference category 0), coded '0'
  const acCounts = Array(16).fill(0);
  acCounts[3] = 15; // EOB0..EOB14, 4 bits each
  // DC first or refining: one bit per block and component, all zero.
  const dcData = Buffer.alloc(Math.ceil((blocks * components) / 8), 0);
  if ((blocks * components) % 8) dcData[dcData.length - 1] = 0xff >> ((blocks * components) % 8);
  const band = emptyBand(blocks);
  const out: Buffer[] = [
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...Array(64).fill(1)]),
    segment(0xc2, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      components,
      ...ids.flatMap((id) => [id, 0x11, 0]),
    ]),
    segment(0xc4, [0x00, ...dcCounts, 0x00]),
    segment(0xc4, [0x10, ...acCounts, ...Array.from({ length: 15 }, (_, r) => r << 4)]),
  ];
  for (const scan of scans) {
    const inScan = scan.component === 'all' ? ids : [scan.component];
    out.push(
      segment(0xda, [inScan.length, ...inScan.flatMap((id) => [id, 0x00]), scan.ss, scan.se, (scan.ah << 4) | scan.al]),
    );
    out.push(scan.ss > 0 ? band : dcData);
  }
  out.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(out);
}

/** The DC scan, then every AC coefficient of every component alone, first at Al 13 then refined bit by bit to 0. */
export function everyCoefficientApart(components: 1 | 3): Scan[] {
  const scans: Scan[] = [{ component: 'all', ss: 0, se: 0, ah: 0, al: 0 }];
  for (let component = 1; component <= components; component += 1)
    for (let k = 1; k <= 63; k += 1) {
      scans.push({ component, ss: k, se: k, ah: 0, al: 13 });
      for (let al = 12; al >= 0; al -= 1) scans.push({ component, ss: k, se: k, ah: al + 1, al });
    }
  return scans;
}

/** The DC scan, then the same first AC scan over and over (a progression the standard forbids). */
export function repeatedScan(times: number): Scan[] {
  return [
    { component: 'all', ss: 0, se: 0, ah: 0, al: 0 },
    ...Array(times).fill({ component: 1, ss: 1, se: 63, ah: 0, al: 0 }),
  ];
}
