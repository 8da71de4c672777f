// The integrators' example (examples/typed-client) works against the server as its types promise:
// the typed client, generated from the OpenAPI document, signs and posts a CRM reply.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStaffReply } from '../../examples/typed-client/crm-staff-reply.ts';
import { createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './harness.ts';

const SECRET = 'crm_typed_client_test_secret';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { crmIntegrationSecret: SECRET } });
});
afterAll(() => t.close());

describe('the typed client of the integrators’ example', () => {
  it("posts the CRM's staff reply once, and a redelivery as a duplicate", async () => {
    const booking = await createBooking(t.db, (await createCustomer(t.db)).id);
    const options = { origin: TEST_ORIGIN, secret: SECRET, fetch: async (request: Request) => t.app.fetch(request) };
    const reply = {
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      staff: { email: 'staff@gangway.example', first_name: 'Sam' },
      body: 'Your cabin is ready.',
    };
    const first = await postStaffReply(options, reply);
    expect(first).toMatchObject({
      posted: { body: 'Your cabin is ready.', person: { first_name: 'Sam', is_staff: true } },
    });
    expect(await postStaffReply(options, reply)).toEqual({ duplicate: true });
  });

  it('says why when the portal refuses the signature', async () => {
    const options = {
      origin: TEST_ORIGIN,
      secret: 'not the secret',
      fetch: async (request: Request) => t.app.fetch(request),
    };
    const reply = {
      event_id: `evt-${randomUUID()}`,
      booking_id: 1,
      staff: { email: 'staff@gangway.example' },
      body: 'Hi',
    };
    await expect(postStaffReply(options, reply)).rejects.toThrow(/refused the reply \(401\)/);
  });
});
