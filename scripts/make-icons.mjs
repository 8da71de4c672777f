// Draws the app icons (a white anchor on brand navy) as real PNG files, so the repository needs
// no image tooling: `node scripts/make-icons.mjs` rewrites public/icons/*.png. The output is
// committed; run this again only when the glyph or the colours change.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const NAVY = [0x0b, 0x39, 0x54];
const WHITE = [0xff, 0xff, 0xff];
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

// The anchor in glyph space: x and y in [-0.5, 0.5], y pointing down.
const segmentDistance = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const inTriangle = (px, py, [a, b, c]) => {
  const side = (p, q) => (px - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (py - q[1]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};
const flukes = [
  [
    [-0.46, -0.02],
    [-0.27, 0.1],
    [-0.44, 0.2],
  ],
  [
    [0.46, -0.02],
    [0.27, 0.1],
    [0.44, 0.2],
  ],
];

function inAnchor(x, y) {
  const ring = Math.abs(Math.hypot(x, y + 0.37) - 0.085) <= 0.035;
  const shaft = segmentDistance(x, y, 0, -0.28, 0, 0.44) <= 0.045;
  const stock = segmentDistance(x, y, -0.21, -0.17, 0.21, -0.17) <= 0.04;
  const angle = Math.atan2(y - 0.02, x);
  const arc = Math.abs(Math.hypot(x, y - 0.02) - 0.4) <= 0.042 && angle >= 0.1 * Math.PI && angle <= 0.9 * Math.PI;
  return ring || shaft || stock || arc || flukes.some((t) => inTriangle(x, y, t));
}

/**
 * @param size pixels per side
 * @param glyph share of the side the anchor's box takes
 * @param corner corner radius as a share of the side (0 = full bleed, no transparency)
 */
function draw(size, glyph, corner) {
  const samples = 4; // 4x4 supersampling gives smooth edges without a real rasteriser
  const rgba = Buffer.alloc(size * size * 4);
  const r = corner * size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let inside = 0;
      let ink = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          const cx = Math.min(Math.max(x, r), size - r);
          const cy = Math.min(Math.max(y, r), size - r);
          if (Math.hypot(x - cx, y - cy) > r && r > 0) continue;
          inside++;
          if (inAnchor((x / size - 0.5) / glyph, (y / size - 0.5) / glyph)) ink++;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const t = inside === 0 ? 0 : ink / inside;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(NAVY[c] * (1 - t) + WHITE[c] * t);
      rgba[i + 3] = Math.round((255 * inside) / total);
    }
  }
  return encodePng(size, rgba);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method quirks, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// 'any' icons: rounded tile. Maskable: full bleed, anchor inside the 80% safe circle.
// Apple touch icon: full bleed and opaque, iOS rounds it itself.
const icons = [
  ['icon-192.png', 192, 0.62, 0.2],
  ['icon-512.png', 512, 0.62, 0.2],
  ['icon-maskable-512.png', 512, 0.5, 0],
  ['apple-touch-icon-180.png', 180, 0.6, 0],
];
mkdirSync(outDir, { recursive: true });
for (const [name, size, glyph, corner] of icons) {
  writeFileSync(path.join(outDir, name), draw(size, glyph, corner));
  console.log(`public/icons/${name}`);
}
