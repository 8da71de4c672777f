// The work one avatar upload may cost: a JPEG of thousands of scans, legal or repeated, or of huge
// dimensions, is refused from its markers or decoded within 2 s of CPU and 150 MB above the server
// process's memory; a 12 MP phone photo, baseline or progressive, is still taken; another
// customer's upload is answered meanwhile; each customer has so many uploads per window.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarDir, storeAvatar } from '../../src/server/avatars/avatar-images.ts';
import { createCustomer } from '../factories/customers.ts';
import { everyCoefficientApart, progressiveJpeg, repeatedScan, type Scan } from '../factories/jpeg-scans.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { type ServerProcess, scratchDataDir, signIn, startServerProcess, stopServerProcess } from './server-process.ts';

const NOT_JPEG = 'Avatar picture must be JPG format';
const TOO_MANY_PASSES = 'Avatar picture has too many passes: save it again as an ordinary JPG.';
const PROGRESSIVE_TOO_LARGE = 'A progressive avatar picture can not exceed 16 megapixels.';
const TOO_MANY_PIXELS = 'Avatar picture can not exceed 10000 pixels a side or 50 megapixels.';

/** A phone's 12 MP photo (4000 x 3000, 4:2:0): smooth light and some texture, well under 2MB. */
async function phonePhoto12mp(progressive: boolean): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 0x3f) + 96;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, progressive })
    .toBuffer();
}

/** The DC scan and the first 31 AC coefficients of the first component one by one: 32 legal scans. */
const thirtyTwoScans: Scan[] = [
  { component: 'all', ss: 0, se: 0, ah: 0, al: 0 },
  ...Array.from({ length: 31 }, (_, i) => ({ component: 1, ss: i + 1, se: i + 1, ah: 0, al: 0 })),
];

function form(bytes: Buffer) {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  return body;
}

describe('what an upload is refused for, from its markers alone', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = await scratchDataDir('avatar-markers');
    t = await createTestContext({ config: { dataDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const signedIn = async (): Promise<TestClient> => {
    const client = t.client();
    await client.signInAs((await createCustomer(t.db)).id);
    return client;
  };
  const send = (client: TestClient, bytes: Buffer) =>
    client.request('POST', '/customer/avatar', { raw: true, body: form(bytes) });

  it('refuses more than 32 scans, and a scan that sends again what was sent', async () => {
    const client = await signedIn();
    const files = [
      progressiveJpeg(64, 64, 3, everyCoefficientApart(3)), // 2,647 legal scans
      progressiveJpeg(64, 64, 1, [...thirtyTwoScans, { component: 1, ss: 32, se: 32, ah: 0, al: 0 }]), // 33
      progressiveJpeg(64, 64, 1, repeatedScan(2)), // 3 scans, the same AC band twice
      progressiveJpeg(64, 64, 1, [
        { component: 'all', ss: 0, se: 0, ah: 0, al: 1 },
        { component: 1, ss: 1, se: 5, ah: 0, al: 0 },
        { component: 1, ss: 1, se: 5, ah: 2, al: 1 }, // refines a bit it never had
      ]),
    ];
    for (const file of files) {
      const res = await send(client, file);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ image: [TOO_MANY_PASSES] });
    }
  });

  it('takes 32 legal scans, and refuses a progressive picture beyond 16 MP unread', async () => {
    const client = await signedIn();
    expect((await send(client, progressiveJpeg(640, 480, 3, thirtyTwoScans))).status).toBe(200);
    const res = await send(client, progressiveJpeg(4096, 4096, 3, thirtyTwoScans.slice(0, 1)));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [PROGRESSIVE_TOO_LARGE] });
  });

  it('refuses lossless and arithmetic-coded frames, and a scan before any frame', async () => {
    const client = await signedIn();
    const good = progressiveJpeg(64, 64, 1, thirtyTwoScans.slice(0, 1));
    const frameAt = good.indexOf(Buffer.from([0xff, 0xc2]));
    for (const marker of [0xc3, 0xc9, 0xca]) {
      const other = Buffer.from(good);
      other[frameAt + 1] = marker;
      const res = await send(client, other);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ image: [NOT_JPEG] });
    }
    const scanAt = good.indexOf(Buffer.from([0xff, 0xda]));
    const scanFirst = Buffer.concat([good.subarray(0, frameAt), good.subarray(scanAt)]);
    expect((await send(client, scanFirst)).body.errors).toEqual({ image: [NOT_JPEG] });
  });

  it('drops a waiting upload whose client went away: nothing of it is decoded or stored', async () => {
    // The first takes the one decoding slot at once; the second waits behind it.
    const first = storeAvatar(dir, progressiveJpeg(640, 480, 3, thirtyTwoScans));
    const gone = new AbortController();
    const photo = progressiveJpeg(640, 480, 3, thirtyTwoScans.slice(0, 5));
    const waiting = storeAvatar(dir, photo, gone.signal);
    gone.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await first;
    const name = createHash('sha256').update(photo).digest('hex');
    expect((await readdir(avatarDir(dir))).filter((file) => file.startsWith(name))).toEqual([]);
  });

  it('takes ten uploads per customer in 15 minutes, then 429 with Retry-After; others still upload', async () => {
    const client = await signedIn();
    const small = progressiveJpeg(64, 64, 1, thirtyTwoScans.slice(0, 1));
    for (let i = 0; i < 10; i += 1) expect((await send(client, small)).status).toBe(200);
    const refused = await send(client, small);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(await signedIn(), small)).status).toBe(200);
  });
});

describe('the cost of hostile uploads, measured in the server process', () => {
  let server: ServerProcess;
  let dir: string;
  let cookie: string;
  let other: string;
  beforeAll(async () => {
    dir = await scratchDataDir('avatar-work');
    server = await startServerProcess({ DATA_DIR: dir });
    cookie = await signIn(server.port, 'lead@example.com', 'gangway-demo');
    other = await signIn(server.port, 'friend@example.com', 'gangway-demo');
  }, 300_000);
  afterAll(async () => {
    await stopServerProcess(server);
    await rm(dir, { recursive: true, force: true });
  });

  const send = (who: string, bytes: Buffer) =>
    fetch(`http://127.0.0.1:${server.port}/api/v2/customer/avatar.json`, {
      method: 'POST',
      headers: { Cookie: who, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
      body: form(bytes),
    });
  const proc = (file: string) => readFile(`/proc/${server.child.pid}/${file}`, 'utf8');
  /** CPU seconds (user + system, every thread) the server has used so far. */
  const cpuSeconds = async () => {
    const fields = (await proc('stat')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const statusMb = async (key: string) =>
    Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(await proc('status'))?.[1]) / 1024;

  /** One upload's answer, the CPU it cost the server and its peak memory above the RSS before it. */
  async function measured(bytes: Buffer) {
    await writeFile(`/proc/${server.child.pid}/clear_refs`, '5'); // peak RSS := current RSS
    const rssBefore = await statusMb('VmRSS');
    const cpuBefore = await cpuSeconds();
    const res = await send(cookie, bytes);
    const body = await res.json();
    return {
      status: res.status,
      body,
      cpu: (await cpuSeconds()) - cpuBefore,
      memory: (await statusMb('VmHWM')) - rssBefore,
    };
  }

  it('answers each within 2 s of CPU and 150 MB, and still takes a 12 MP photo', async () => {
    // A real photo first: the image library is loaded and warm before the measure.
    const baseline = await phonePhoto12mp(false);
    const progressive = await phonePhoto12mp(true);
    expect((await send(cookie, baseline)).status).toBe(200);
    const flat = (height: number) =>
      sharp({ create: { width: 10_000, height, channels: 3, background: '#4488cc' } })
        .jpeg()
        .toBuffer();
    const cases: [string, Buffer, number, unknown][] = [
      [
        '2,647 legal scans, 7071 x 7071',
        progressiveJpeg(7071, 7071, 3, everyCoefficientApart(3)),
        422,
        TOO_MANY_PASSES,
      ],
      ['20,001 scans, one repeated', progressiveJpeg(7071, 7071, 1, repeatedScan(20_000)), 422, TOO_MANY_PASSES],
      ['32 legal scans, 7071 x 7071', progressiveJpeg(7071, 7071, 3, thirtyTwoScans), 422, PROGRESSIVE_TOO_LARGE],
      ['32 legal scans, 16 MP', progressiveJpeg(4000, 4000, 3, thirtyTwoScans), 200, null],
      ['50 MP baseline', await flat(5_000), 200, null],
      ['60 MP baseline', await flat(6_000), 422, TOO_MANY_PIXELS],
      ['12 MP baseline photo', baseline, 200, null],
      ['12 MP progressive photo', progressive, 200, null],
    ];
    const figures: string[] = [];
    for (const [name, bytes, status, message] of cases) {
      const answer = await measured(bytes);
      figures.push(`${name}: ${answer.status}, ${answer.cpu.toFixed(2)} s CPU, +${answer.memory.toFixed(0)} MB`);
      expect([name, answer.status]).toEqual([name, status]);
      if (message) expect(answer.body).toEqual({ errors: { image: [message] } });
      expect(answer.cpu, name).toBeLessThan(2);
      expect(answer.memory, name).toBeLessThan(150);
    }
    console.info(figures.join('\n'));
  }, 600_000);

  it("answers another customer's upload while a hostile one is sent", async () => {
    const hostile = progressiveJpeg(7071, 7071, 3, everyCoefficientApart(3));
    const photo = await phonePhoto12mp(false);
    const began = performance.now();
    const [bad, ordinary] = await Promise.all([
      send(cookie, hostile).then((res) => res.status),
      send(other, photo).then((res) => ({ status: res.status, ms: performance.now() - began })),
    ]);
    expect([bad, ordinary.status]).toEqual([422, 200]);
    // Behind one bounded decode at most: seconds, where an unbounded one held it for minutes.
    expect(ordinary.ms).toBeLessThan(15_000);
  }, 120_000);
});
