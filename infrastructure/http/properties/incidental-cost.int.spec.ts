import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { EventStore } from '../../../application/shared/event-store.port';
import { propertyStreamId } from '../../../domain/properties/property.events';
import { forgetAttempts, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { PUBLISHABLE, bearer, changeStatus, createDraft } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('諸費用 (incidental_cost) of a listing on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app);
    buyer = await signUpMember(app);
    await forgetAttempts(app);
  });
  afterAll(() => app.dispose());

  const edit = (id: string) => request(http).get(`/api/property/edit/${id}`).set(bearer(seller.token)).expect(200);
  const own = async (id: string) => {
    const list = await request(http).get('/api/property/list').set(bearer(seller.token)).expect(200);
    return (list.body.data.properties as Array<{ id: string; incidental_cost: number | null }>).find((listing) => listing.id === id);
  };

  it('is saved with the other amounts and answered by the edit, list and detail calls', async () => {
    const id = await createDraft(http, seller.token, { ...PUBLISHABLE, incidental_cost: 350_000 });
    expect((await edit(id)).body.data.incidental_cost).toBe(350_000);
    expect((await own(id))?.incidental_cost).toBe(350_000);
    await changeStatus(http, seller.token, id, 'published').expect(200);
    const detail = await request(http).get(`/api/property/viewdetail/${id}`).set(bearer(buyer.token)).expect(200);
    expect(detail.body.data.incidental_cost).toBe(350_000);
  });

  it('is -1 (不明) with its unknown flag, and cleared with null', async () => {
    const id = await createDraft(http, seller.token, { name: '諸費用が不明の土地', incidental_cost_unknown: true });
    expect((await edit(id)).body.data.incidental_cost).toBe(-1);
    await request(http).post(`/api/property/edit/${id}`).set(bearer(seller.token)).send({ incidental_cost: null, incidental_cost_unknown: false }).expect(200);
    expect((await edit(id)).body.data.incidental_cost).toBeNull();
  });

  it('refuses a negative amount or text, naming the field', async () => {
    const id = await createDraft(http, seller.token, { name: '諸費用の確認' });
    const negative = await request(http).post(`/api/property/edit/${id}`).set(bearer(seller.token)).send({ incidental_cost: -5 }).expect(422);
    expect(negative.body.errors.incidental_cost).toEqual(['諸費用は0以上の整数（円）で入力するか、「不明」を選んでください。']);
    const text = await request(http).post(`/api/property/edit/${id}`).set(bearer(seller.token)).send({ incidental_cost: 'たくさん' }).expect(422);
    expect(text.body.errors.incidental_cost).toBeDefined();
    expect((await edit(id)).body.data.incidental_cost).toBeNull();
  });

  it('reads as null for a listing whose events were written before the field existed, also after a rebuild', async () => {
    const id = await createDraft(http, seller.token, { name: '昔の物件' });
    // An edit event as the log held them before: no incidental_cost among its values.
    const events = app.app.get(EventStore);
    const { version } = await events.readStream(propertyStreamId(id));
    await events.appendToStream(
      propertyStreamId(id),
      [
        {
          event: { type: 'PropertyEdited', data: { property_id: id, changed_fields: ['area'], values: { area: 120 }, edited_at: new Date().toISOString() } },
          eventId: randomUUID(),
          metadata: { actor: { id: seller.id, role: 'member' }, correlation_id: 'old', causation_id: 'old', request_id: 'old', schema_version: 1 },
        },
      ],
      version,
    );
    await app.runner.catchUp();
    expect((await edit(id)).body.data).toMatchObject({ area: 120, incidental_cost: null });
    await app.runner.rebuild('properties');
    expect((await edit(id)).body.data).toMatchObject({ area: 120, incidental_cost: null });
  });
});
