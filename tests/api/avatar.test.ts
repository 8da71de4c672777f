// POST /customer/avatar and GET /avatars/<file>: a JPEG checked by its bytes, under 2MB,
// re-encoded into two sizes with no metadata (GPS included), served to its owner with long-lived
// private caching; every refusal stores nothing.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-avatars-'));
  t = await createTestContext({ config: { dataDir } });
});
afterAll(() => t.close());

const NOT_JPEG = 'Avatar picture must be JPG format';
const TOO_LARGE = 'Avatar picture size can not exceed 2MB!';

/** A phone photo: a JPEG carrying the camera's make and a GPS position in its EXIF. */
const phonePhoto = (colour = '#3366aa') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

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
      expect(served.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
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

  it('refuses 2 MB and one byte with the size message', async () => {
    const { customer, client } = await signedIn();
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(client, big);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [TOO_LARGE] });
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
  it("serves a customer's avatar to that customer only", async () => {
    const { client } = await signedIn();
    const { thumbAvatarUrl } = (await upload(client, await phonePhoto('#aa5500'))).body;
    const stranger = await signedIn();
    expect((await fetchImage(stranger.client, thumbAvatarUrl)).status).toBe(404);
    expect((await fetchImage(t.client(), thumbAvatarUrl)).status).toBe(404);
    expect((await fetchImage(client, '/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
