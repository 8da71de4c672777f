// POST /customer/avatar and GET /avatars/<file>: a JPEG checked by its bytes, under 2MB, its
// declared dimensions bounded before anything is decoded, damaged data refused, re-encoded into two
// sizes with no metadata (GPS included), served to its owner only and revalidated on every use, so
// it does not outlive the session in the browser's cache; every refusal stores nothing, and a
// decompression bomb costs the server no memory.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';
import { type ServerProcess, scratchDataDir, signIn, startServerProcess, stopServerProcess } from './server-process.ts';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-avatars-'));
  t = await createTestContext({ config: { dataDir } });
});
afterAll(() => t.close());

const NOT_JPEG = 'Avatar picture must be JPG format';
const TOO_LARGE = 'Avatar picture size can not exceed 2MB!';
const TOO_MANY_PIXELS = 'Avatar picture can not exceed 10000 pixels a side or 50 megapixels.';
const PROGRESSIVE_TOO_LARGE = 'A progressive avatar picture can not exceed 16 megapixels.';

/** A phone photo: a JPEG carrying the camera's make and a GPS position in its EXIF. */
const phonePhoto = (colour = '#3366aa') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

/** The JPEG's segments up to and including the first scan's header, and where they end. */
function headerEnd(jpeg: Buffer): number {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1];
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xda) return at + 2 + length;
    at += 2 + length;
  }
  throw new Error('no scan in this JPEG');
}

/** A JPEG's headers with the frame's declared size changed: nothing else of the file is touched. */
function declaring(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let at = 2;
  while (at < out.length) {
    const marker = out[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  throw new Error('no frame header in this JPEG');
}

/**
 * 501 bytes that declare a 7071 x 7071 progressive JPEG (just under 50 MP): the headers, a few bytes
 * of its first scan and the end marker. Decoded, the missing rest reads as grey at full size.
 */
async function jpegBomb(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
    .jpeg({ progressive: true })
    .toBuffer();
  const head = declaring(small, 7071, 7071).subarray(0, headerEnd(small));
  return Buffer.concat([head, Buffer.alloc(501 - head.length - 2, 0), Buffer.from([0xff, 0xd9])]);
}

/** The JPEG grown to exactly `total` bytes with comment segments: still a valid picture. */
function paddedTo(jpeg: Buffer, total: number): Buffer {
  const segments: Buffer[] = [];
  let missing = total - jpeg.length;
  while (missing > 0) {
    let size = Math.min(missing, 65_537); // marker and length, then at most 65,533 bytes
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.set([0xff, 0xfe]);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

function upload(client: TestClient, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request('POST', '/customer/avatar', { raw: true, body: form });
}

async function signedIn() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

const storedFiles = async () => (await readdir(path.join(dataDir, 'avatars')).catch(() => [])).sort();
const avatarPathOf = async (id: number) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]?.avatarPath ?? null;
const fetchImage = (client: TestClient, url: string) => client.request('GET', '', { url: `${TEST_ORIGIN}${url}` });

describe('POST /customer/avatar', () => {
  it('stores two sizes without any metadata and answers their URLs', async () => {
    const { client } = await signedIn();
    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    expect(input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    ); // the fixture does carry a GPS block

    const res = await upload(client, photo);
    expect(res.status).toBe(200);
    expect(res.body.thumbAvatarUrl).toMatch(/^\/avatars\/[0-9a-f]{64}-96\.jpg$/);
    expect(res.body.largeAvatarUrl).toMatch(/^\/avatars\/[0-9a-f]{64}-512\.jpg$/);

    for (const [url, size] of [
      [res.body.thumbAvatarUrl, 96],
      [res.body.largeAvatarUrl, 512],
    ] as const) {
      const image = await client.request('GET', '', { url: `${TEST_ORIGIN}${url}` });
      const served = await t.app.request(`${TEST_ORIGIN}${url}`, {
        headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(image.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/jpeg');
      expect(served.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(served.headers.get('Vary')).toMatch(/\bCookie\b/);
      expect(served.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}-(96|512)\.jpg"$/);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
  });

  it('refuses a PNG named .jpg, by its bytes, and stores nothing', async () => {
    const { customer, client } = await signedIn();
    const before = await storedFiles();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(client, png, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [NOT_JPEG] });
    expect(await storedFiles()).toEqual(before);
    expect(await avatarPathOf(customer.id)).toBeNull();
  });

  it('refuses bytes that only start like a JPEG', async () => {
    const { client } = await signedIn();
    const res = await upload(client, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [NOT_JPEG] });
  });

  it('takes a picture under 2MB (2,097,151 bytes) and refuses exactly 2MB with the size message', async () => {
    const { customer, client } = await signedIn();
    const photo = await phonePhoto('#335577');
    const largest = paddedTo(photo, 2_097_151);
    expect(largest.length).toBe(2_097_151);
    expect((await sharp(largest).metadata()).width).toBe(800); // still a valid JPEG
    const twoMb = paddedTo(photo, 2_097_152);
    const refused = await upload(client, twoMb);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ image: [TOO_LARGE] });
    expect(await avatarPathOf(customer.id)).toBeNull();
    expect((await upload(client, largest)).status).toBe(200);
  });

  it('refuses a picture that declares more than 10000 px a side or 50 MP, before decoding it', async () => {
    const { customer, client } = await signedIn();
    const photo = await phonePhoto('#224466');
    const before = await storedFiles();
    const declared: [number, number][] = [
      [12_000, 600],
      [8_000, 8_000],
    ];
    for (const [width, height] of declared) {
      const res = await upload(client, declaring(photo, width, height));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ image: [TOO_MANY_PIXELS] });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await avatarPathOf(customer.id)).toBeNull();
  });

  it('refuses a cut-off picture, even one closed with an end marker', async () => {
    const { customer, client } = await signedIn();
    const photo = await phonePhoto('#996633');
    const half = photo.subarray(0, Math.floor(photo.length / 2));
    for (const damaged of [half, Buffer.concat([half, Buffer.from([0xff, 0xd9])])]) {
      const res = await upload(client, damaged);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ image: [NOT_JPEG] });
    }
    expect(await avatarPathOf(customer.id)).toBeNull();
  });

  it('refuses a decompression bomb by its declared size, unread', async () => {
    const { customer, client } = await signedIn();
    const res = await upload(client, await jpegBomb());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [PROGRESSIVE_TOO_LARGE] });
    expect(await avatarPathOf(customer.id)).toBeNull();
  });

  it('a new picture replaces the old one, whose files go', async () => {
    const { client } = await signedIn();
    const first = await upload(client, await phonePhoto('#112233'));
    const second = await upload(client, await phonePhoto('#445566'));
    expect(second.status).toBe(200);
    const files = await storedFiles();
    expect(files).not.toContain(path.basename(first.body.thumbAvatarUrl));
    expect(files).toContain(path.basename(second.body.thumbAvatarUrl));
    expect((await fetchImage(client, first.body.thumbAvatarUrl)).status).toBe(404);
  });

  it('signed out: 401; from another site: refused; nothing stored', async () => {
    const before = await storedFiles();
    expect((await upload(t.client(), await phonePhoto('#778899'))).status).toBe(401);
    const { client } = await signedIn();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await phonePhoto('#778899'))], { type: 'image/jpeg' }), 'me.jpg');
    const forged = await client.request('POST', '/customer/avatar', {
      raw: true,
      body: form,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /avatars/<file>', () => {
  it('answers a bodiless 304 to its owner who has it, and nothing once they signed out', async () => {
    const { client } = await signedIn();
    const { thumbAvatarUrl } = (await upload(client, await phonePhoto('#5500aa'))).body;
    const first = await fetchImage(client, thumbAvatarUrl);
    const tag = first.headers.get('ETag') ?? '';
    const again = await client.request('GET', '', {
      url: `${TEST_ORIGIN}${thumbAvatarUrl}`,
      headers: { 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');

    expect((await client.delete('/customer/sessions')).status).toBe(200);
    const asked: Record<string, string>[] = [{}, { 'If-None-Match': tag }];
    for (const headers of asked) {
      const after = await client.request('GET', '', { url: `${TEST_ORIGIN}${thumbAvatarUrl}`, headers });
      expect([401, 404]).toContain(after.status);
      expect(after.headers.get('Content-Type')).not.toBe('image/jpeg');
    }
  });

  it("serves a customer's avatar to that customer only", async () => {
    const { client } = await signedIn();
    const { thumbAvatarUrl } = (await upload(client, await phonePhoto('#aa5500'))).body;
    const stranger = await signedIn();
    expect((await fetchImage(stranger.client, thumbAvatarUrl)).status).toBe(404);
    expect((await fetchImage(t.client(), thumbAvatarUrl)).status).toBe(404);
    expect((await fetchImage(client, '/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('decompression bombs against the running server', () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = await scratchDataDir('avatar-bombs');
    server = await startServerProcess({ DATA_DIR: dir });
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(server);
    await rm(dir, { recursive: true, force: true });
  });

  /** The server process's resident memory, in MB. */
  const rssMb = async () => {
    const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
  };
  const send = (cookie: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
    return fetch(`http://127.0.0.1:${server.port}/api/v2/customer/avatar.json`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
      body: form,
    });
  };

  it('refuses three bombs and stays within 100 MB of its memory before them', async () => {
    const cookie = await signIn(server.port, 'lead@example.com', 'gangway-demo');
    // A real picture first: the image library is loaded and warm before the measure.
    expect((await send(cookie, await phonePhoto('#123456'))).status).toBe(200);
    const before = await rssMb();
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await send(cookie, await jpegBomb())).json());
    expect((await rssMb()) - before).toBeLessThan(100);
    expect(answers).toEqual(Array(3).fill({ errors: { image: [PROGRESSIVE_TOO_LARGE] } }));
  }, 60_000);
});
