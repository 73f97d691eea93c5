import { DomainError } from '../shared/domain-error';
import { contractDecider, type ActiveContract, type ContractCommand, type ContractDeal } from './contract.decider';
import type { ContractListingFacts } from './contract-terms.rules';
import type { ContractEvent } from './contract.events';
import { SELLER_DOCUMENTS } from './seller-documents';

const now = '2026-11-24T10:00:00.000Z';
const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const THIRD = 'member-3';
const ADMIN = 'admin-1';
const deal: ContractDeal = { thread_id: 't-1', property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, ongoing: true };
const listing: ContractListingFacts = {
  summary: { name: '里山の古民家と畑', property_zipcode: '384-0000', sale_price: 3_800_000, property_tax_price: 36_500, valuation_price: 2_000_000, management_price: null },
  sale_price: 3_800_000,
  location: '長野県小諸市大字山浦',
  lot_number: '1234',
  land_category: '畑',
  area: 523.5,
  is_building: false,
  property_tax_price: 36_500,
  valuation_price: 2_000_000,
  area_id: 4,
};

type Kind = ContractCommand['type'];
type Extra<K extends Kind> = Omit<Extract<ContractCommand, { type: K }>, 'type' | 'deal' | 'actor_id' | 'now'>;
function command<K extends Kind>(type: K, actor_id: string, extra?: Extra<K>, onDeal: ContractDeal = deal): ContractCommand {
  return { type, deal: onDeal, actor_id, now, ...(extra ?? {}) } as ContractCommand;
}

const given = (events: ContractEvent[]) => events.reduce(contractDecider.evolve, contractDecider.initialState());
/** Decides on the history and returns the history with the new events, for the next step. */
function run(history: ContractEvent[], next: ContractCommand): ContractEvent[] {
  return [...history, ...contractDecider.decide(next, given(history))];
}
function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
const refused = (history: ContractEvent[], next: ContractCommand) => refusal(() => contractDecider.decide(next, given(history)));
const status = (history: ContractEvent[]) => given(history).status;

const COMPLETE = { delivery_date: '2027-03-31', deposit_amount: 380_000, payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }] };

const requested = run([], command('RequestContract', BUYER));
const drafted = run(requested, command('CreateContract', SELLER, { listing }));
const filled = run(drafted, command('EditContractTerms', SELLER, { input: COMPLETE }));
const buyerAgreed = run(filled, command('AgreeAsBuyer', BUYER));
const bothAgreed = run(buyerAgreed, command('AgreeAsSeller', SELLER));
const performing = run(bothAgreed, command('ConfirmPerformance', BUYER, { management_fee: 33_000 }));
const paid = run(performing, command('PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'pay-1', amount: 33_000 } }));
const declared = run(performing, command('DeclareBankTransfer', BUYER));
const transferConfirmed = run(declared, command('ConfirmBankTransfer', ADMIN));
const allButLast = SELLER_DOCUMENTS.slice(0, -1).reduce((history, document) => run(history, command('ConfirmSellerDocument', SELLER, { document_id: document.id })), paid);
const concluded = run(allButLast, command('ConfirmSellerDocument', SELLER, { document_id: SELLER_DOCUMENTS.at(-1)!.id }));

describe('Contract / the whole flow', () => {
  it('goes through every status in order, each step an event naming who took it and when', () => {
    expect([requested, drafted, filled, buyerAgreed, bothAgreed, performing, paid, allButLast, concluded].map(status)).toEqual([
      'requested',
      'drafting',
      'drafting',
      'buyer_agreed',
      'both_agreed',
      'awaiting_payment',
      'seller_preparing',
      'seller_preparing',
      'concluded',
    ]);
    for (const event of concluded) expect(event.data).toMatchObject({ thread_id: 't-1', seller_id: SELLER, buyer_id: BUYER, at: now, by: expect.any(String) });
    expect(concluded.slice(-2).map((event) => event.type)).toEqual(['ContractSellerDocumentConfirmed', 'ContractConcluded']);
  });

  it('reaches the seller’s documents by a confirmed bank transfer too', () => {
    expect(status(declared)).toBe('awaiting_payment');
    expect((given(declared) as ActiveContract).transfer_declared_at).toBe(now);
    expect(status(transferConfirmed)).toBe('seller_preparing');
    expect(transferConfirmed.at(-1)).toMatchObject({ type: 'ContractBankTransferConfirmed', data: { by: ADMIN, amount: 33_000 } });
  });
});

describe('Contract / when nothing was requested', () => {
  it('is requested by the buyer or by the seller', () => {
    expect(contractDecider.decide(command('RequestContract', SELLER), given([]))).toEqual([
      { type: 'ContractRequested', data: { thread_id: 't-1', seller_id: SELLER, buyer_id: BUYER, by: SELLER, at: now, property_id: 'p-1' } },
    ]);
  });

  it('refuses a member outside the deal (403), whatever they ask', () => {
    for (const type of ['RequestContract', 'CreateContract', 'AgreeAsBuyer', 'EndWithoutContract'] as const) {
      expect(refused([], command(type, THIRD, type === 'CreateContract' ? ({ listing } as Extra<typeof type>) : undefined))).toMatchObject({ kind: 'forbidden' });
    }
  });

  it('refuses a request on a blocked or ended deal', () => {
    expect(refused([], command('RequestContract', BUYER, undefined, { ...deal, ongoing: false }))).toMatchObject({ kind: 'conflict', code: 'contract.deal_ended' });
  });

  it('takes no other step first, saying the request comes first', () => {
    expect(refused([], command('CreateContract', SELLER, { listing }))).toMatchObject({ kind: 'conflict', message: '契約書の作成依頼が先に必要です。' });
    for (const type of ['AgreeAsBuyer', 'EditContractTerms', 'ResetContractTerms', 'DeclareBankTransfer', 'ConfirmBankTransfer'] as const) {
      const extra = type === 'EditContractTerms' ? ({ input: {} } as Extra<typeof type>) : undefined;
      expect(refused([], command(type, type === 'ConfirmBankTransfer' ? ADMIN : BUYER, extra))).toMatchObject({ kind: 'conflict', message: '契約書の作成が先に必要です。' });
    }
  });

  it('lets the parties end the deal without a contract', () => {
    const ended = run([], command('EndWithoutContract', BUYER));
    expect(status(ended)).toBe('ended_without_contract');
    expect(refused(ended, command('RequestContract', SELLER))).toMatchObject({ kind: 'conflict', message: 'この取引は契約をせずに終了しています。' });
  });
});

describe('Contract / when requested', () => {
  it('refuses a second request', () => {
    expect(refused(requested, command('RequestContract', SELLER))).toMatchObject({ kind: 'conflict', code: 'contract.already_requested' });
  });

  it('is drafted by the seller only, from the listing and a neutral template', () => {
    expect(refused(requested, command('CreateContract', BUYER, { listing }))).toMatchObject({ kind: 'conflict', message: '契約書を作成するのは売主です。' });
    const contract = given(drafted) as ActiveContract;
    expect(contract.property).toMatchObject({ land_location: '長野県小諸市大字山浦', land_lot_number: '1234', land_category: '畑', land_area: 523.5, has_building: false, land_valuation: 2_000_000 });
    expect(contract.terms).toMatchObject({ price: 3_800_000, deposit_amount: 0, delivery_date: null, non_conformity_period: 'one_year', area_basis: 'registry', tax_reckoning_date: 'january_1', annual_fixed_asset_tax: 36_500 });
    expect(contract.template).toEqual(contract.terms);
  });

  it('takes the reckoning date usual in Kinki, Chugoku and Shikoku (1 April), and 1 January elsewhere', () => {
    const inKinki = run(requested, command('CreateContract', SELLER, { listing: { ...listing, area_id: 5 } }));
    expect((given(inKinki) as ActiveContract).terms?.tax_reckoning_date).toBe('april_1');
    const unknownPrice = run(requested, command('CreateContract', SELLER, { listing: { ...listing, sale_price: -1, property_tax_price: -1, is_building: true } }));
    expect((given(unknownPrice) as ActiveContract).terms).toMatchObject({ price: 0, annual_fixed_asset_tax: null });
    expect((given(unknownPrice) as ActiveContract).property).toMatchObject({ has_building: true, building_location: listing.location, land_valuation: null });
  });

  it('refuses agreement and edits until drafted', () => {
    expect(refused(requested, command('AgreeAsSeller', SELLER))).toMatchObject({ message: '契約書の作成が先に必要です。' });
    expect(refused(requested, command('EditContractProperty', BUYER, { input: { current_use: '畑' } }))).toMatchObject({ message: '契約書の作成が先に必要です。' });
  });
});

describe('Contract / while drafting', () => {
  it('refuses a second draft', () => {
    expect(refused(drafted, command('CreateContract', SELLER, { listing }))).toMatchObject({ code: 'contract.already_drafted' });
  });

  it('lets either party edit the terms and the property, recording what changed', () => {
    const edited = contractDecider.decide(command('EditContractTerms', BUYER, { input: { delivery_date: '2027-03-31', non_conformity_period: 'three_months' } }), given(drafted));
    expect(edited).toEqual([
      { type: 'ContractTermsEdited', data: expect.objectContaining({ by: BUYER, changed_fields: ['delivery_date', 'non_conformity_period'] }) },
    ]);
    const property = contractDecider.decide(command('EditContractProperty', SELLER, { input: { current_use: '畑（耕作中）', land_area: 530.12 } }), given(drafted));
    expect(property[0]).toMatchObject({ type: 'ContractPropertyEdited', data: { changed_fields: ['land_area', 'current_use'] } });
  });

  it('writes nothing for an edit that changes nothing, and for a reset of the template itself', () => {
    expect(contractDecider.decide(command('EditContractTerms', BUYER, { input: { price: 3_800_000 } }), given(drafted))).toEqual([]);
    expect(contractDecider.decide(command('ResetContractTerms', BUYER), given(drafted))).toEqual([]);
  });

  it('resets the terms to the template', () => {
    const reset = run(filled, command('ResetContractTerms', BUYER));
    expect((given(reset) as ActiveContract).terms).toEqual((given(drafted) as ActiveContract).template);
  });

  it('refuses the seller agreeing before the buyer', () => {
    expect(refused(filled, command('AgreeAsSeller', SELLER))).toMatchObject({ kind: 'conflict', message: '買主の同意が先に必要です。' });
  });

  it('refuses the seller giving the buyer’s agreement', () => {
    expect(refused(filled, command('AgreeAsBuyer', SELLER))).toMatchObject({ kind: 'conflict', message: 'この同意は買主が行います。' });
  });

  it('refuses agreement while something the contract must state is missing, naming it', () => {
    const error = refused(drafted, command('AgreeAsBuyer', BUYER));
    expect(error).toMatchObject({ kind: 'conflict', code: 'contract.incomplete' });
    expect(error.message).toContain('引渡日');
    expect(error.message).toContain('支払予定');
  });

  it('refuses every later step, saying what comes first', () => {
    expect(refused(filled, command('ConfirmPerformance', BUYER, { management_fee: 33_000 }))).toMatchObject({ message: '買主と売主の両方の同意が先に必要です。' });
    expect(refused(filled, command('PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'x', amount: 1 } }))).toMatchObject({
      message: '買主が契約の手続きに進むことが先に必要です。',
    });
    expect(refused(filled, command('DeclareBankTransfer', BUYER))).toMatchObject({ message: '買主が契約の手続きに進むことが先に必要です。' });
    expect(refused(filled, command('ConfirmBankTransfer', ADMIN))).toMatchObject({ message: '買主の銀行振込の申し出が先に必要です。' });
    expect(refused(filled, command('ConfirmSellerDocument', SELLER, { document_id: 1 }))).toMatchObject({ code: 'contract.payment_first' });
  });
});

describe('Contract / voiding agreements', () => {
  it('voids the buyer’s agreement when the terms change after it', () => {
    const events = contractDecider.decide(command('EditContractTerms', SELLER, { input: { delivery_date: '2027-04-30' } }), given(buyerAgreed));
    expect(events.map((event) => event.type)).toEqual(['ContractTermsEdited', 'ContractAgreementsVoided']);
    expect(events[1]).toMatchObject({ data: { reason: 'terms_edited', voided: ['buyer'], by: SELLER } });
  });

  it('voids both agreements when the property or the terms change after both agreed, back to drafting', () => {
    for (const next of [
      command('EditContractProperty', BUYER, { input: { current_use: '駐車場' } }),
      command('ResetContractTerms', SELLER),
      command('EditContractTerms', BUYER, { input: { boundary_memorandum: true } }),
    ]) {
      const after = run(bothAgreed, next);
      expect(after.at(-1)).toMatchObject({ type: 'ContractAgreementsVoided', data: { voided: ['buyer', 'seller'] } });
      const contract = given(after) as ActiveContract;
      expect(contract).toMatchObject({ status: 'drafting', buyer_agreed_at: null, seller_agreed_at: null });
    }
  });

  it('locks the contract once the buyer goes ahead', () => {
    for (const history of [performing, paid]) {
      expect(refused(history, command('EditContractTerms', BUYER, { input: { delivery_date: '2027-03-30' } }))).toMatchObject({ kind: 'conflict', code: 'contract.terms_locked' });
      expect(refused(history, command('ResetContractTerms', SELLER))).toMatchObject({ code: 'contract.terms_locked' });
      expect(refused(history, command('EditContractProperty', SELLER, { input: { current_use: '畑' } }))).toMatchObject({ code: 'contract.terms_locked' });
    }
  });
});

describe('Contract / when the buyer agreed', () => {
  it('refuses the buyer agreeing twice and the buyer giving the seller’s agreement', () => {
    expect(refused(buyerAgreed, command('AgreeAsBuyer', BUYER))).toMatchObject({ code: 'contract.already_agreed' });
    expect(refused(buyerAgreed, command('AgreeAsSeller', BUYER))).toMatchObject({ message: 'この同意は売主が行います。' });
  });
});

describe('Contract / when both parties agreed', () => {
  it('refuses the seller going ahead in the buyer’s place, and paying before going ahead', () => {
    expect(refused(bothAgreed, command('ConfirmPerformance', SELLER, { management_fee: 33_000 }))).toMatchObject({ message: 'この手続きは買主が行います。' });
    expect(refused(bothAgreed, command('AgreeAsSeller', SELLER))).toMatchObject({ code: 'contract.already_agreed' });
    expect(refused(bothAgreed, command('DeclareBankTransfer', BUYER))).toMatchObject({ code: 'contract.performance_first' });
  });

  it('records the management fee due when the buyer goes ahead', () => {
    expect(performing.at(-1)).toMatchObject({ type: 'ContractPerformanceConfirmed', data: { management_fee: 33_000, by: BUYER } });
    expect(refused(performing, command('ConfirmPerformance', BUYER, { management_fee: 33_000 }))).toMatchObject({ code: 'contract.already_performing' });
  });
});

describe('Contract / paying the management fee', () => {
  it('is the buyer’s to pay, once', () => {
    const pay = command('PayManagementFee', SELLER, { payment: { provider: 'sandbox', payment_id: 'p', amount: 33_000 } });
    expect(refused(performing, pay)).toMatchObject({ message: 'この手続きは買主が行います。' });
    expect(refused(paid, command('PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'p', amount: 33_000 } }))).toMatchObject({ code: 'contract.already_paid' });
    expect(refused(paid, command('DeclareBankTransfer', BUYER))).toMatchObject({ code: 'contract.already_paid' });
  });

  it('takes no card payment once a transfer is declared, and no second declaration', () => {
    expect(refused(declared, command('PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'p', amount: 33_000 } }))).toMatchObject({ code: 'contract.transfer_declared' });
    expect(refused(declared, command('DeclareBankTransfer', BUYER))).toMatchObject({ code: 'contract.transfer_declared' });
    expect(refused(declared, command('ConfirmSellerDocument', SELLER, { document_id: 1 }))).toMatchObject({ code: 'contract.payment_first' });
  });

  it('confirms a transfer once', () => {
    expect(refused(transferConfirmed, command('ConfirmBankTransfer', ADMIN))).toMatchObject({ code: 'contract.already_paid' });
  });
});

describe('Contract / the seller’s documents', () => {
  it('are confirmed by the seller, each once, and only known documents', () => {
    expect(refused(paid, command('ConfirmSellerDocument', BUYER, { document_id: 1 }))).toMatchObject({ message: 'この手続きは売主が行います。' });
    const one = run(paid, command('ConfirmSellerDocument', SELLER, { document_id: 3 }));
    expect(refused(one, command('ConfirmSellerDocument', SELLER, { document_id: 3 }))).toMatchObject({ code: 'contract.document_already_confirmed' });
    const unknown = refused(paid, command('ConfirmSellerDocument', SELLER, { document_id: 99 }));
    expect(unknown).toMatchObject({ kind: 'invalid' });
    expect(unknown.fields).toHaveProperty('documentId');
  });

  it('conclude the contract with the last one, in the order they come', () => {
    const reversed = [...SELLER_DOCUMENTS].reverse().reduce((history, document) => run(history, command('ConfirmSellerDocument', SELLER, { document_id: document.id })), paid);
    expect(status(reversed)).toBe('concluded');
    expect(reversed.filter((event) => event.type === 'ContractConcluded')).toHaveLength(1);
  });
});

describe('Contract / when concluded or ended', () => {
  it('takes no more steps of any kind', () => {
    for (const next of [
      command('RequestContract', BUYER),
      command('EditContractTerms', BUYER, { input: { delivery_date: '2027-03-30' } }),
      command('ConfirmSellerDocument', SELLER, { document_id: 1 }),
      command('EndWithoutContract', SELLER),
    ]) {
      expect(refused(concluded, next)).toMatchObject({ kind: 'conflict', message: 'この契約はすでに締結されています。' });
    }
  });

  it('ends without a contract from any open step, and then takes none', () => {
    for (const history of [requested, drafted, buyerAgreed, bothAgreed, paid]) {
      const ended = run(history, command('EndWithoutContract', SELLER));
      expect(status(ended)).toBe('ended_without_contract');
      expect(refused(ended, command('AgreeAsBuyer', BUYER))).toMatchObject({ code: 'contract.ended' });
    }
  });

  it('takes no step once the deal was blocked', () => {
    const blockedDeal = { ...deal, ongoing: false };
    expect(refused(filled, command('AgreeAsBuyer', BUYER, undefined, blockedDeal))).toMatchObject({ kind: 'conflict', code: 'contract.deal_ended' });
    expect(refused(paid, command('ConfirmSellerDocument', SELLER, { document_id: 1 }, blockedDeal))).toMatchObject({ code: 'contract.deal_ended' });
  });
});

describe('Contract / when the scrivener cancels the registration', () => {
  const LAWYER = 'lawyer-1';
  const concluded = run(allButLast, command('ConfirmSellerDocument', SELLER, { document_id: SELLER_DOCUMENTS[SELLER_DOCUMENTS.length - 1].id }));

  it('calls off a paid contract, and a concluded one', () => {
    for (const history of [paid, concluded]) {
      const events = contractDecider.decide(command('CancelWithRegistrationCase', LAWYER, { reason: '本人確認ができませんでした' }), given(history));
      expect(events).toEqual([
        { type: 'ContractCancelledWithRegistration', data: { thread_id: 't-1', seller_id: SELLER, buyer_id: BUYER, by: LAWYER, at: now, property_id: 'p-1', reason: '本人確認ができませんでした' } },
      ]);
      expect(status([...history, ...events])).toBe('ended_without_contract');
    }
  });

  it('refuses a contract no scrivener can have been engaged for', () => {
    for (const history of [performing, bothAgreed]) {
      expect(refused(history, command('CancelWithRegistrationCase', LAWYER, { reason: 'x' }))).toMatchObject({ kind: 'conflict', code: 'contract.not_with_scrivener' });
    }
  });
});

describe('Contract / its final PDFs', () => {
  const ended: ContractDeal = { ...deal, ongoing: false };
  const pdf = (pdf_id: string) => ({ pdf_id, sha256: 'a'.repeat(64), size: 1234 });

  it('records each party’s copy once the contract is concluded, though the deal has ended', () => {
    const withBuyer = run(concluded, command('RecordContractPdf', BUYER, { kind: 'buyer_final', pdf: pdf('pdf-1') }, ended));
    const withBoth = run(withBuyer, command('RecordContractPdf', SELLER, { kind: 'seller_final', pdf: pdf('pdf-2') }, ended));
    expect(withBoth.slice(-2)).toEqual([
      { type: 'ContractPdfCreated', data: { thread_id: 't-1', seller_id: SELLER, buyer_id: BUYER, by: BUYER, at: now, pdf_id: 'pdf-1', kind: 'buyer_final', sha256: 'a'.repeat(64), size: 1234 } },
      { type: 'ContractPdfCreated', data: { thread_id: 't-1', seller_id: SELLER, buyer_id: BUYER, by: SELLER, at: now, pdf_id: 'pdf-2', kind: 'seller_final', sha256: 'a'.repeat(64), size: 1234 } },
    ]);
    const state = given(withBoth) as ActiveContract;
    expect(state.pdfs.map((record) => [record.pdf_id, record.kind])).toEqual([['pdf-1', 'buyer_final'], ['pdf-2', 'seller_final']]);
    expect(state.status).toBe('concluded');
  });

  it('keeps the first copy of a kind: making it again records nothing', () => {
    const withBuyer = run(concluded, command('RecordContractPdf', BUYER, { kind: 'buyer_final', pdf: pdf('pdf-1') }, ended));
    expect(contractDecider.decide(command('RecordContractPdf', BUYER, { kind: 'buyer_final', pdf: pdf('pdf-9') }, ended), given(withBuyer))).toEqual([]);
  });

  it('refuses a copy before conclusion, by the other party, and by anyone else', () => {
    expect(refused(allButLast, command('RecordContractPdf', BUYER, { kind: 'buyer_final', pdf: pdf('p') }))).toMatchObject({ kind: 'conflict', code: 'contract.conclusion_first' });
    expect(refused(concluded, command('RecordContractPdf', SELLER, { kind: 'buyer_final', pdf: pdf('p') }, ended))).toMatchObject({ kind: 'conflict', message: '買主保管用の契約書は買主が作成します。' });
    expect(refused(concluded, command('RecordContractPdf', BUYER, { kind: 'seller_final', pdf: pdf('p') }, ended))).toMatchObject({ kind: 'conflict', message: '売主保管用の契約書は売主が作成します。' });
    expect(refused(concluded, command('RecordContractPdf', THIRD, { kind: 'buyer_final', pdf: pdf('p') }, ended))).toMatchObject({ kind: 'forbidden' });
  });
});
