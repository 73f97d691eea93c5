import request from 'supertest';
import type { App } from 'supertest/types';
import { SELLER_DOCUMENTS } from '../../../domain/contracts/seller-documents';
import { ident } from '../../database/database';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';
import { latestMail, signInAdmin, signInLawyer, signUpMember, tokenFromMail, uniqueEmail, type SignedInMember } from '../../testing/account-fixtures';
import { COMPLETE_TERMS, contractParties, negotiatedDeal } from '../../testing/contract-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

/**
 * Every transition of a contract (docs/contracts-api.md) and of its registration case
 * (docs/registration-cases-api.md), walked in order. Before each step, every other transition call
 * that is not allowed at that point is made by the party it belongs to and must be refused with 409
 * and a message (one saying what must happen first, for a step that comes later), and the step
 * itself is tried by every party it does not belong to: outsiders 403, a guest 401, the deal's
 * other member 409 naming whose step it is. Nothing refused may change the log.
 */

type Party = 'buyer' | 'seller' | 'third' | 'admin' | 'lawyer' | 'otherLawyer' | 'guest';

interface Position {
  /** The contract's status (0 before the request). */
  contract: number;
  declared: boolean;
  documents: number[];
  /** The case's status, null before a scrivener is assigned. */
  registration: number | null;
  recorded: string[];
}

interface Transition {
  name: string;
  /** Whose step it is (the first is the one the walk uses). */
  by: Party[];
  method: 'get' | 'post';
  path: (id: string, ids: { lawyerId: string }) => string;
  body?: (id: string) => object;
  allowed: (at: Position) => boolean;
  /** Ends the deal or the case: tried only where it is refused. */
  terminal?: boolean;
  /** The answer when tried out of order by its own party: 409, or 403 for a scrivener before the case is theirs. */
  refusedWith?: (at: Position) => number;
  /** Comes later in the walk than the position: the refusal must say what has to happen first. */
  ahead: (at: Position) => boolean;
}

const member = (who: 'buyer' | 'seller' | 'both'): Party[] => (who === 'both' ? ['buyer', 'seller'] : [who]);
const draftedUp = (at: Position) => at.contract >= 2 && at.contract <= 4;
const caseOpen = (at: Position) => at.registration !== null && at.registration < 9;
const scrivener = (at: Position) => (at.registration === null ? 403 : 409);
const contractGet = (name: string, tail: string, by: Party[], allowed: (at: Position) => boolean, ahead: (at: Position) => boolean, extra: Partial<Transition> = {}): Transition => ({
  name,
  by,
  method: 'get',
  path: (id) => `/api/contract/${id}/${tail}`,
  allowed,
  ahead,
  ...extra,
});
const caseStep = (step: string, from: number[], ahead: (at: Position) => boolean, extra: Partial<Transition> = {}): Transition => ({
  name: step,
  by: ['lawyer'],
  method: 'get',
  path: (id) => `/api/lawyer/case/${id}/${step}`,
  allowed: (at) => at.registration !== null && from.includes(at.registration),
  refusedWith: scrivener,
  ahead,
  ...extra,
});
const record = (kind: string): Transition => ({
  name: `record ${kind}`,
  by: ['lawyer'],
  method: 'post',
  path: (id) => `/api/lawyer/registration-document/${id}`,
  body: () => ({ kind }),
  // Recording a document is no change of status: it is allowed from 受任 until the case ends.
  allowed: (at) => at.registration !== null && at.registration >= 2 && at.registration < 9,
  refusedWith: scrivener,
  ahead: (at) => at.registration === null || at.registration < 2,
});
const documentStep = (documentId: number): Transition =>
  contractGet(`document ${documentId}`, `seller-proceed-contract/${documentId}`, member('seller'), (at) => at.contract === 6 && !at.documents.includes(documentId), (at) => at.contract < 6);

const T = {
  request: contractGet('request', 'request-create-contract', member('both'), (at) => at.contract === 0, () => false),
  create: { name: 'create', by: member('seller'), method: 'post', path: (id) => `/api/contract/${id}/create`, body: (id) => ({ thread_id: id }), allowed: (at) => at.contract === 1, ahead: (at) => at.contract < 1 } as Transition,
  editTerm: { name: 'edit-term', by: member('both'), method: 'post', path: (id) => `/api/contract/edit-term/${id}`, body: () => COMPLETE_TERMS, allowed: draftedUp, ahead: (at) => at.contract < 2 } as Transition,
  resetTerm: { name: 'reset-term', by: member('both'), method: 'post', path: (id) => `/api/contract/reset-term/${id}`, allowed: draftedUp, ahead: (at) => at.contract < 2 } as Transition,
  editProperty: { name: 'edit-property', by: member('both'), method: 'post', path: (id) => `/api/contract/edit-property/${id}`, body: () => ({ current_use: '宅地' }), allowed: draftedUp, ahead: (at) => at.contract < 2 } as Transition,
  buyerAgree: contractGet('buyer-agree', 'buyer-agree', member('buyer'), (at) => at.contract === 2, (at) => at.contract < 2),
  sellerAgree: contractGet('seller-agree', 'seller-agree', member('seller'), (at) => at.contract === 3, (at) => at.contract < 3),
  perform: contractGet('perform', 'buyer-agree-perform-contract', member('buyer'), (at) => at.contract === 4, (at) => at.contract < 4),
  pay: {
    name: 'pay',
    by: member('buyer'),
    method: 'post',
    path: () => '/api/payment/pay-management',
    body: (id) => ({ thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }),
    allowed: (at) => at.contract === 5 && !at.declared,
    ahead: (at) => at.contract < 5,
  } as Transition,
  transfer: contractGet('transfer', 'buyer-transfer', member('buyer'), (at) => at.contract === 5 && !at.declared, (at) => at.contract < 5),
  confirmTransfer: { name: 'confirm-transfer', by: ['admin'], method: 'get', path: (id) => `/api/contract/confirm-transfer/${id}`, allowed: (at) => at.contract === 5 && at.declared, ahead: (at) => at.contract < 5 || (at.contract === 5 && !at.declared) } as Transition,
  documents: SELLER_DOCUMENTS.map((document) => documentStep(document.id)),
  without: contractGet('without-contract', 'without-contract', member('both'), (at) => at.contract < 7, () => false, { terminal: true }),
  assign: {
    name: 'assign',
    // An admin assigns any registered scrivener; a scrivener only themselves.
    by: ['admin', 'lawyer'],
    method: 'get',
    path: (id, { lawyerId }) => `/api/contract/${lawyerId}/assign/${id}`,
    allowed: (at) => (at.contract === 6 || at.contract === 7) && at.registration === null,
    ahead: (at) => at.contract < 6,
  } as Transition,
  accept: caseStep('accept', [1], (at) => at.registration === null),
  confirmIdentities: caseStep('confirm-identities', [2], (at) => at.registration === null || at.registration < 2),
  collect: caseStep('collect-documents', [3], (at) => at.registration === null || at.registration < 3),
  recordApplication: record('application'),
  recordCause: record('cause_certificate'),
  verify: caseStep('verify-documents', [4], (at) => at.registration === null || at.registration < 4 || (at.registration === 4 && at.recorded.length < 2), {
    allowed: (at) => at.registration === 4 && at.recorded.includes('application') && at.recorded.includes('cause_certificate'),
  }),
  ready: caseStep('ready-for-settlement', [5], (at) => at.registration === null || at.registration < 5),
  file: caseStep('file', [6, 8], (at) => at.registration === null || at.registration < 6),
  correction: {
    name: 'correction',
    by: ['lawyer'],
    method: 'post',
    path: (id) => `/api/lawyer/case/${id}/correction`,
    body: () => ({ reason: '地番の誤記' }),
    allowed: (at) => at.registration === 7,
    refusedWith: scrivener,
    ahead: (at) => at.registration === null || at.registration < 7,
  } as Transition,
  complete: {
    name: 'complete',
    by: ['lawyer'],
    method: 'get',
    path: (id) => `/api/lawyer/registration-completed/${id}`,
    allowed: (at) => at.registration === 7,
    refusedWith: scrivener,
    ahead: (at) => at.registration === null || at.registration < 7 || at.registration === 8,
  } as Transition,
  cancel: {
    name: 'cancel',
    by: ['lawyer'],
    method: 'post',
    path: (id) => `/api/lawyer/transaction-cancel/${id}`,
    body: () => ({ reason: '売主の意思確認ができませんでした' }),
    allowed: caseOpen,
    terminal: true,
    refusedWith: scrivener,
    ahead: () => false,
  } as Transition,
};

const ALL: Transition[] = [
  T.request,
  T.create,
  T.editTerm,
  T.resetTerm,
  T.editProperty,
  T.buyerAgree,
  T.sellerAgree,
  T.perform,
  T.pay,
  T.transfer,
  T.confirmTransfer,
  ...T.documents,
  T.without,
  T.assign,
  T.accept,
  T.confirmIdentities,
  T.collect,
  T.recordApplication,
  T.recordCause,
  T.verify,
  T.ready,
  T.file,
  T.correction,
  T.complete,
  T.cancel,
];

/** The walk: each step by its party, and where it leaves the contract and the case. */
const WALK: Array<{ step: Transition; then: (at: Position) => Position }> = [
  { step: T.request, then: (at) => ({ ...at, contract: 1 }) },
  { step: T.create, then: (at) => ({ ...at, contract: 2 }) },
  { step: T.editTerm, then: (at) => at },
  { step: T.buyerAgree, then: (at) => ({ ...at, contract: 3 }) },
  { step: T.sellerAgree, then: (at) => ({ ...at, contract: 4 }) },
  { step: T.perform, then: (at) => ({ ...at, contract: 5 }) },
  { step: T.transfer, then: (at) => ({ ...at, declared: true }) },
  { step: T.confirmTransfer, then: (at) => ({ ...at, contract: 6 }) },
  ...T.documents.map((step, index) => ({
    step,
    then: (at: Position) => ({ ...at, documents: [...at.documents, index + 1], contract: index + 1 === T.documents.length ? 7 : 6 }),
  })),
  { step: T.assign, then: (at) => ({ ...at, registration: 1 }) },
  { step: T.accept, then: (at) => ({ ...at, registration: 2 }) },
  { step: T.confirmIdentities, then: (at) => ({ ...at, registration: 3 }) },
  { step: T.collect, then: (at) => ({ ...at, registration: 4 }) },
  { step: T.recordApplication, then: (at) => ({ ...at, recorded: [...at.recorded, 'application'] }) },
  { step: T.recordCause, then: (at) => ({ ...at, recorded: [...at.recorded, 'cause_certificate'] }) },
  { step: T.verify, then: (at) => ({ ...at, registration: 5 }) },
  { step: T.ready, then: (at) => ({ ...at, registration: 6 }) },
  { step: T.file, then: (at) => ({ ...at, registration: 7 }) },
  { step: T.correction, then: (at) => ({ ...at, registration: 8 }) },
  { step: T.file, then: (at) => ({ ...at, registration: 7 }) },
  { step: T.complete, then: (at) => ({ ...at, registration: 9 }) },
];

const START: Position = { contract: 0, declared: false, documents: [], registration: null, recorded: [] };
const describePosition = (at: Position) => `contract ${at.contract}${at.declared ? ' (transfer declared)' : ''}${at.documents.length ? ` docs ${at.documents.length}` : ''}, case ${at.registration ?? '-'}`;

describe.each(storeKinds())('Contract and registration transitions, out of order and by the wrong party, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let tokens: Record<Exclude<Party, 'guest'>, string>;
  let lawyerId: string;
  let parties: { seller: SignedInMember; buyer: SignedInMember };

  const send = (transition: Transition, id: string, party: Party) => {
    const path = transition.path(id, { lawyerId });
    let pending = transition.method === 'get' ? request(http).get(path) : request(http).post(path).send(transition.body?.(id) ?? {});
    if (party !== 'guest') pending = pending.set(bearer(tokens[party]));
    return pending;
  };
  const logSize = async (id: string) => {
    const { rows } = await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events WHERE stream_id = ANY($1)`, [
      [`deal-${id}`, `contract-${id}`, `registration-case-${id}`],
    ]);
    return Number(rows[0].count);
  };

  /** Refused, with this status and a message that passes the check; the log of the deal is unchanged. */
  async function refused(transition: Transition, id: string, party: Party, at: Position, status: number, message?: RegExp) {
    const before = await logSize(id);
    const answer = await send(transition, id, party);
    const seen = { at: describePosition(at), call: transition.name, party, status: answer.status, success: answer.body.success };
    expect(seen).toEqual({ ...seen, status, success: false });
    if (message) expect({ ...seen, message: answer.body.message }).toEqual({ ...seen, message: expect.stringMatching(message) });
    expect({ ...seen, log: await logSize(id) }).toEqual({ ...seen, log: before });
  }

  /** Every transition not allowed here, by its own party: 409 (a scrivener's before the case is theirs: 403). */
  async function outOfOrderRefused(id: string, at: Position, next: Transition | null) {
    for (const transition of ALL) {
      if (transition === next || transition.allowed(at)) continue;
      const status = transition.refusedWith?.(at) ?? 409;
      const message = status !== 409 ? undefined : transition.ahead(at) ? /が先に必要です。/ : /。$/;
      await refused(transition, id, transition.by[0], at, status, message);
    }
  }

  /** The step by every party it is not theirs: the deal's other member 409 naming whose it is, outsiders 403, a guest 401. */
  async function wrongPartiesRefused(id: string, at: Position, step: Transition) {
    const memberStep = step.by.every((party) => party === 'buyer' || party === 'seller');
    for (const party of ['buyer', 'seller', 'third', 'admin', 'lawyer', 'otherLawyer', 'guest'] as const) {
      if (step.by.includes(party)) continue;
      if (party === 'guest') await refused(step, id, party, at, 401);
      else if (memberStep && (party === 'buyer' || party === 'seller')) await refused(step, id, party, at, 409, /(買主|売主)(が行います|です)。$/);
      else await refused(step, id, party, at, 403);
    }
  }

  async function taken(step: Transition, id: string, at: Position) {
    const answer = await send(step, id, step.by[0]);
    expect({ at: describePosition(at), call: step.name, status: answer.status, message: answer.body.message }).toEqual({ at: describePosition(at), call: step.name, status: 200, message: answer.body.message });
  }

  async function inviteLawyer(): Promise<string> {
    const email = uniqueEmail('shihoshoshi');
    await request(http).post('/api/lawyer/mail/input').set(bearer(tokens.admin)).send({ email }).expect(200);
    const token = tokenFromMail((await latestMail(http, email)).text);
    const password = 'touki-no-senmonka';
    await request(http).post('/api/lawyer/signup/create').send({ token, name: '佐藤 次郎', office_name: '佐藤司法書士事務所', password, password_confirmation: password }).expect(201);
    return (await request(http).post('/api/lawyer/login').send({ email, password }).expect(200)).body.data.access_token as string;
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    parties = await contractParties(app);
    const third = await signUpMember(app, { nickname: 'となりの人' });
    const admin = await signInAdmin(http);
    const lawyer = await signInLawyer(http);
    tokens = { buyer: parties.buyer.token, seller: parties.seller.token, third: third.token, admin, lawyer, otherLawyer: '' };
    tokens.otherLawyer = await inviteLawyer();
    const me = (await request(http).get('/api/lawyer/me').set(bearer(lawyer)).expect(200)).body.data;
    lawyerId = (me.lawyer?.id ?? me.id) as string;
  });
  afterAll(() => app.dispose());

  it('walks every transition in order, refusing every other one and every wrong party at each', async () => {
    const id = await negotiatedDeal(http, parties);
    let at = START;
    for (const { step, then } of WALK) {
      await outOfOrderRefused(id, at, step);
      await wrongPartiesRefused(id, at, step);
      await taken(step, id, at);
      at = then(at);
    }
    // Completed: nothing is left to do on the contract or the case.
    await outOfOrderRefused(id, at, null);
  });

  /** A new deal taken through the walk's first steps (unchecked: the walk above checks them), and where it stands. */
  async function walkedTo(stop: (at: Position) => boolean): Promise<{ id: string; at: Position }> {
    const id = await negotiatedDeal(http, parties);
    let at = START;
    for (const { step, then } of WALK) {
      if (stop(at)) break;
      await taken(step, id, at);
      at = then(at);
    }
    return { id, at };
  }

  it('takes the management fee by card only from the buyer, in its turn', async () => {
    const { id, at } = await walkedTo((position) => position.contract === 5);
    await outOfOrderRefused(id, at, T.pay);
    await wrongPartiesRefused(id, at, T.pay);
    await taken(T.pay, id, at);
    await outOfOrderRefused(id, { ...at, contract: 6 }, null);
  });

  it.each([0, 1, 2, 3, 4, 5, 6])('ends the deal without a contract from contract status %i, by either member only; nothing follows', async (status) => {
    const { id, at } = await walkedTo((position) => position.contract === status);
    await wrongPartiesRefused(id, at, T.without);
    await taken({ ...T.without, by: [status % 2 === 0 ? 'buyer' : 'seller'] }, id, at);
    await outOfOrderRefused(id, { ...at, contract: 8 }, null);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('cancels the case from case status %i, by the assigned scrivener only; nothing follows', async (status) => {
    const { id, at } = await walkedTo((position) => position.registration === status);
    await wrongPartiesRefused(id, at, T.cancel);
    await taken(T.cancel, id, at);
    await outOfOrderRefused(id, { ...at, contract: 8, registration: 10 }, null);
  });
});
