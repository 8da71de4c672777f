import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceData } from '../factories/reference-data.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await createReferenceData(t.db);
});
afterAll(() => t.close());

describe('GET /customer/nationalities', () => {
  it('answers the popular ones first in their order, then the rest alphabetically, signed out', async () => {
    const res = await t.client().get('/customer/nationalities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'Australian', popular: true },
      { name: 'New Zealander', popular: true },
      { name: 'British', popular: true },
      { name: 'American', popular: true },
      { name: 'Austrian', popular: false },
      { name: 'belgian', popular: false },
      { name: 'Croatian', popular: false },
      { name: 'Zambian', popular: false },
    ]);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});

describe('GET /customer/countries', () => {
  it('answers name, phone code and ISO code alphabetically, signed out', async () => {
    const res = await t.client().get('/customer/countries');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'Åland Islands', phoneCode: '358', isoCode: 'AX' },
      { name: 'Australia', phoneCode: '61', isoCode: 'AU' },
      { name: 'croatia', phoneCode: '385', isoCode: 'HR' },
      { name: 'United Kingdom', phoneCode: '44', isoCode: 'GB' },
    ]);
    expect(res.text).toContain('"phone_code":"358"');
  });
});
