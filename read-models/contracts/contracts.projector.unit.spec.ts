import type { ContractEvent } from '../../domain/contracts/contract.events';
import { contractDecider, type ContractCommand, type ContractDeal } from '../../domain/contracts/contract.decider';
import type { ContractListingFacts } from '../../domain/contracts/contract-terms.rules';
import type { ProjectedEvent } from '../shared/projector';
import { todoItemsProjector, type TodoItemDocument } from '../accounts/todo-items.projector';
import { contractsProjector, type ContractDocument } from './contracts.projector';
import { contractPdfsProjector, type ContractPdfDocument } from './contract-pdfs.projector';

const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const deal: ContractDeal = { thread_id: 't-1', property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, ongoing: true };
const listing: ContractListingFacts = {
  summary: { name: '里山の古民家と畑', property_zipcode: '384-0000', sale_price: 3_800_000, property_tax_price: 36_500, valuation_price: 2_000_000, management_price: 5_000 },
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

/** Events as the decider writes them for a sequence of steps, each a minute after the last. */
function history(steps: Array<[ContractCommand['type'], string, object?]>): ContractEvent[] {
  const events: ContractEvent[] = [];
  steps.forEach(([type, actor, extra], index) => {
    const state = events.reduce(contractDecider.evolve, contractDecider.initialState());
    events.push(...contractDecider.decide({ type, deal, actor_id: actor, now: at(index), ...(extra ?? {}) } as ContractCommand, state));
  });
  return events;
}

function projected(events: ContractEvent[]): Array<ProjectedEvent<ContractEvent>> {
  return events.map(
    (event, index) =>
      ({ ...event, streamId: 'contract-t-1', streamVersion: index + 1, globalPosition: index + 1, recordedAt: event.data.at, metadata: { actor: { id: event.data.by, role: 'member' } } }) as ProjectedEvent<ContractEvent>,
  );
}

function fold(events: ContractEvent[]): ContractDocument | null {
  return projected(events).reduce<ContractDocument | null>((document, event) => contractsProjector.evolve(document, event, 't-1'), null);
}

function todos(events: ContractEvent[]): Map<string, TodoItemDocument> {
  const documents = new Map<string, TodoItemDocument>();
  for (const event of projected(events)) {
    for (const id of todoItemsProjector.documentIds(event)) {
      const next = todoItemsProjector.evolve(documents.get(id) ?? null, event, id);
      if (next) documents.set(id, next);
      else documents.delete(id);
    }
  }
  return documents;
}
const open = (documents: Map<string, TodoItemDocument>) =>
  [...documents.values()].filter((item) => item.status === 0).map((item) => `${item.user_id === SELLER ? 'seller' : 'buyer'}:${item.type}`).sort();

const TERMS = { delivery_date: '2027-03-31', payment_schedule: [{ label: '残代金', amount: 3_800_000, due_date: '2027-03-31' }] };
const base: Array<[ContractCommand['type'], string, object?]> = [
  ['RequestContract', BUYER],
  ['CreateContract', SELLER, { listing }],
  ['EditContractTerms', BUYER, { input: TERMS }],
  ['AgreeAsBuyer', BUYER],
  ['AgreeAsSeller', SELLER],
  ['ConfirmPerformance', BUYER, { management_fee: 33_000 }],
];
const pay: [ContractCommand['type'], string, object?] = ['PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'pay-1', amount: 33_000 } }];
const documents = [1, 2, 3, 4, 5, 6, 7, 8].map((id): [ContractCommand['type'], string, object?] => ['ConfirmSellerDocument', SELLER, { document_id: id }]);

describe('Contracts read model', () => {
  it('keeps the status, the payment flag, the parties, the listing’s display fields and the time of each step', () => {
    expect(fold(history(base.slice(0, 2)))).toMatchObject({
      id: 't-1',
      seller_id: SELLER,
      buyer_id: BUYER,
      status_id: 2,
      status_name: '作成中',
      did_pay_management_fee: false,
      payment_status: '未払い',
      price: 3_800_000,
      property_name: '里山の古民家と畑',
      property_zipcode: '384-0000',
      property_tax_price: 36_500,
      valuation_price: 2_000_000,
      management_price: 5_000,
      requested_at: at(0),
      drafted_at: at(1),
    });
    const concluded = fold(history([...base, pay, ...documents]));
    expect(concluded).toMatchObject({ status_id: 7, status_name: '締結済み', did_pay_management_fee: true, payment_status: 'お支払済み', payment_method: 'card', management_fee: 33_000 });
    expect(concluded?.documents_confirmed).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(concluded?.concluded_at).toBe(at(base.length + 1 + documents.length - 1));
  });

  it('shows a transfer as unpaid until an admin confirms it', () => {
    const declared = history([...base, ['DeclareBankTransfer', BUYER]]);
    expect(fold(declared)).toMatchObject({ status_id: 5, payment_method: 'bank_transfer', did_pay_management_fee: false, payment_status: '未払い' });
    expect(fold(history([...base, ['DeclareBankTransfer', BUYER], ['ConfirmBankTransfer', 'admin-1']]))).toMatchObject({ status_id: 6, payment_status: 'お支払済み' });
  });

  it('goes back to drafting when agreements are voided, and records an ending without contract', () => {
    const voided = fold(history([...base.slice(0, 5), ['EditContractProperty', SELLER, { input: { current_use: '駐車場' } }]]));
    expect(voided).toMatchObject({ status_id: 2, buyer_agreed_at: null, seller_agreed_at: null, property: { current_use: '駐車場' } });
    expect(fold(history([['EndWithoutContract', BUYER]]))).toMatchObject({ status_id: 8, status_name: '中止', ended_at: at(0) });
  });

  it('gives the same document when the events come twice', () => {
    const events = history([...base, pay, ...documents.slice(0, 3)]);
    const once = fold(events);
    const twice = projected(events).reduce<ContractDocument | null>((document, event) => contractsProjector.evolve(contractsProjector.evolve(document, event, 't-1'), event, 't-1'), null);
    expect(twice).toEqual(once);
  });
});

describe('Contract to-dos', () => {
  it('asks the seller to draft, then each party to agree in turn, then the buyer to pay, then the seller for documents', () => {
    expect(open(todos(history(base.slice(0, 1))))).toEqual(['seller:7']);
    expect(open(todos(history(base.slice(0, 2))))).toEqual(['buyer:6']);
    expect(open(todos(history(base.slice(0, 4))))).toEqual(['seller:6']);
    expect(open(todos(history(base.slice(0, 5))))).toEqual(['buyer:7']);
    expect(open(todos(history([...base, pay])))).toEqual(['seller:7']);
    expect(open(todos(history([...base, pay, ...documents])))).toEqual(['buyer:8', 'seller:8']);
  });

  it('links 6 to the agreement screen and 7 to the deal; 8 is information', () => {
    const items = [...todos(history([...base.slice(0, 2)])).values()];
    expect(items.find((item) => item.type === 6)).toMatchObject({ user_id: BUYER, category: 3, thread_id: 't-1', title: '契約内容を確認して同意してください' });
  });

  it('asks the buyer to agree again after a change voided the agreements, and closes the seller’s', () => {
    const afterVoid = todos(history([...base.slice(0, 4), ['EditContractTerms', SELLER, { input: { boundary_memorandum: true } }]]));
    expect(open(afterVoid)).toEqual(['buyer:6']);
    expect(afterVoid.get(`${BUYER}:6:t-1`)?.content).toContain('同意は取り消されました');
  });

  it('tells the buyer the transfer arrived, and ends every pending step when the deal ends without a contract', () => {
    expect(open(todos(history([...base, ['DeclareBankTransfer', BUYER], ['ConfirmBankTransfer', 'admin-1']])))).toEqual(['buyer:8', 'seller:7']);
    expect(open(todos(history([...base.slice(0, 4), ['EndWithoutContract', SELLER]])))).toEqual(['buyer:8', 'seller:8']);
  });
});

describe('Contract PDFs in the read models', () => {
  const sha = (letter: string) => letter.repeat(64);
  const pdfs: Array<[ContractCommand['type'], string, object?]> = [
    ['RecordContractPdf', BUYER, { kind: 'buyer_final', pdf: { pdf_id: 'pdf-b', sha256: sha('b'), size: 100 } }],
    ['RecordContractPdf', SELLER, { kind: 'seller_final', pdf: { pdf_id: 'pdf-s', sha256: sha('s'), size: 200 } }],
  ];
  const events = history([...base, pay, ...documents, ...pdfs]);

  it('lists a contract’s final copies on the contract, once each, however often the events are applied', () => {
    const contract = fold(events)!;
    const expected = [
      { id: 'pdf-b', kind: 'buyer_final', sha256: sha('b'), created_at: at(base.length + 1 + documents.length) },
      { id: 'pdf-s', kind: 'seller_final', sha256: sha('s'), created_at: at(base.length + 2 + documents.length) },
    ];
    expect(contract.pdfs).toEqual(expected);
    expect(contract.status_id).toBe(7);
    const replayed = projected(events.slice(-2)).reduce<ContractDocument | null>((document, event) => contractsProjector.evolve(document, event, 't-1'), contract);
    expect(replayed!.pdfs).toEqual(expected);
  });

  it('keeps each copy by its own id, with the contract and both parties', () => {
    const documents = new Map<string, ContractPdfDocument>();
    for (const event of projected(events)) {
      for (const id of contractPdfsProjector.documentIds(event)) documents.set(id, contractPdfsProjector.evolve(documents.get(id) ?? null, event, id)!);
    }
    expect([...documents.values()]).toEqual([
      { id: 'pdf-b', thread_id: 't-1', kind: 'buyer_final', seller_id: SELLER, buyer_id: BUYER, sha256: sha('b'), size: 100, created_by: BUYER, created_at: expect.any(String) },
      { id: 'pdf-s', thread_id: 't-1', kind: 'seller_final', seller_id: SELLER, buyer_id: BUYER, sha256: sha('s'), size: 200, created_by: SELLER, created_at: expect.any(String) },
    ]);
  });
});
