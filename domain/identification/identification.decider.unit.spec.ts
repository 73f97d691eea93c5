import { DomainError } from '../shared/domain-error';
import { identificationDecider, MAX_IDENTITY_DOCUMENTS, REJECTION_REASON_MAX_LENGTH, type IdentificationCommand } from './identification.decider';
import type { IdentificationEvent, IdentityDocument } from './identification.events';

const now = '2026-11-22T09:00:00.000Z';
const later = '2026-11-24T09:00:00.000Z';

function given(events: IdentificationEvent[]) {
  const state = events.reduce(identificationDecider.evolve, identificationDecider.initialState());
  return { when: (command: IdentificationCommand) => () => identificationDecider.decide(command, state) };
}

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const document = (id: string): IdentityDocument => ({ id, content_type: 'image/jpeg', size: 120_000, sha256: `sha-${id}` });
const licence = document('d-1');
const licenceBack = { ...document('d-2'), content_type: 'image/png' as const };

const submit = (documents: IdentityDocument[] = [licence]): IdentificationCommand => ({
  type: 'SubmitIdentityDocuments',
  user_id: 'u-1',
  documents,
  now,
});

const submitted: IdentificationEvent = { type: 'IdentityDocumentsSubmitted', data: { user_id: 'u-1', documents: [licence], submitted_at: now } };
const verified: IdentificationEvent = { type: 'IdentityVerified', data: { user_id: 'u-1', verified_at: later } };
const rejected: IdentificationEvent = { type: 'IdentityRejected', data: { user_id: 'u-1', reason: '書類の文字が読み取れません。', rejected_at: later } };

describe('Identification / when nothing was submitted', () => {
  it('accepts one document', () => {
    expect(given([]).when(submit())()).toEqual([submitted]);
  });

  it('accepts up to three documents', () => {
    expect(MAX_IDENTITY_DOCUMENTS).toBe(3);
    const documents = [licence, licenceBack, { ...document('d-3'), content_type: 'application/pdf' as const }];
    expect(given([]).when(submit(documents))()).toEqual([
      { type: 'IdentityDocumentsSubmitted', data: { user_id: 'u-1', documents, submitted_at: now } },
    ]);
  });

  it('refuses no document', () => {
    const error = caught(given([]).when(submit([])));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('identification.no_documents');
    expect(error.fields).toEqual({ files: ['本人確認書類のファイルを選択してください。'] });
  });

  it('refuses four documents', () => {
    const error = caught(given([]).when(submit([document('a'), document('b'), document('c'), document('d')])));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('identification.too_many');
    expect(error.fields).toEqual({ files: ['本人確認書類は3ファイルまで提出できます。'] });
  });

  it.each<IdentificationCommand>([
    { type: 'VerifyIdentity', now },
    { type: 'RejectIdentity', reason: '不鮮明です。', now },
  ])('refuses $type with a conflict', (command) => {
    const error = caught(given([]).when(command));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('identification.not_submitted');
    expect(error.message).toBe('本人確認書類がまだ提出されていません。');
  });
});

describe('Identification / when pending', () => {
  it('is pending with the documents submitted', () => {
    expect(identificationDecider.evolve(identificationDecider.initialState(), submitted)).toEqual({
      status: 'pending',
      user_id: 'u-1',
      documents: [licence],
    });
  });

  it('refuses another submission with a conflict', () => {
    const error = caught(given([submitted]).when(submit([licenceBack])));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('identification.pending');
    expect(error.message).toBe('提出済みの本人確認書類を確認しています。結果のお知らせをお待ちください。');
  });

  it('is verified', () => {
    expect(given([submitted]).when({ type: 'VerifyIdentity', now: later })()).toEqual([verified]);
  });

  it('is rejected with a trimmed reason', () => {
    expect(given([submitted]).when({ type: 'RejectIdentity', reason: '  書類の文字が読み取れません。\n', now: later })()).toEqual([rejected]);
  });

  it('needs a reason to be rejected', () => {
    const error = caught(given([submitted]).when({ type: 'RejectIdentity', reason: ' \u3000 ', now }));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('identification.reason_required');
    expect(error.fields).toEqual({ reason: ['差し戻しの理由を入力してください。'] });
  });

  it('accepts a reason of 500 characters and refuses 501', () => {
    expect(REJECTION_REASON_MAX_LENGTH).toBe(500);
    expect(given([submitted]).when({ type: 'RejectIdentity', reason: '𠮷'.repeat(500), now })()).toHaveLength(1);
    const error = caught(given([submitted]).when({ type: 'RejectIdentity', reason: 'あ'.repeat(501), now }));
    expect(error.code).toBe('identification.reason_too_long');
    expect(error.fields).toEqual({ reason: ['差し戻しの理由は500文字以内で入力してください。'] });
  });
});

describe('Identification / when rejected', () => {
  it('is rejected with the reason and keeps the documents', () => {
    expect([submitted, rejected].reduce(identificationDecider.evolve, identificationDecider.initialState())).toEqual({
      status: 'rejected',
      user_id: 'u-1',
      documents: [licence],
      reason: '書類の文字が読み取れません。',
    });
  });

  it('accepts a new submission', () => {
    expect(given([submitted, rejected]).when({ ...submit([licenceBack]), now: later })()).toEqual([
      { type: 'IdentityDocumentsSubmitted', data: { user_id: 'u-1', documents: [licenceBack], submitted_at: later } },
    ]);
  });

  it('is pending again after the new submission, without the old documents', () => {
    const resubmitted: IdentificationEvent = {
      type: 'IdentityDocumentsSubmitted',
      data: { user_id: 'u-1', documents: [licenceBack], submitted_at: later },
    };
    expect([submitted, rejected, resubmitted].reduce(identificationDecider.evolve, identificationDecider.initialState())).toEqual({
      status: 'pending',
      user_id: 'u-1',
      documents: [licenceBack],
    });
    expect(given([submitted, rejected, resubmitted]).when({ type: 'VerifyIdentity', now: later })()).toEqual([verified]);
  });

  it('still refuses an empty submission', () => {
    expect(caught(given([submitted, rejected]).when(submit([]))).code).toBe('identification.no_documents');
  });

  it.each<IdentificationCommand>([
    { type: 'VerifyIdentity', now },
    { type: 'RejectIdentity', reason: 'もう一度', now },
  ])('refuses $type with a conflict', (command) => {
    const error = caught(given([submitted, rejected]).when(command));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('identification.not_pending');
  });
});

describe('Identification / when verified', () => {
  it('is verified', () => {
    expect([submitted, verified].reduce(identificationDecider.evolve, identificationDecider.initialState())).toMatchObject({
      status: 'verified',
    });
  });

  it('refuses a new submission with a conflict', () => {
    const error = caught(given([submitted, verified]).when(submit([licenceBack])));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('identification.verified');
    expect(error.message).toBe('本人確認はすでに完了しています。');
  });

  it.each<IdentificationCommand>([
    { type: 'VerifyIdentity', now },
    { type: 'RejectIdentity', reason: 'やはり不鮮明', now },
  ])('refuses $type with a conflict', (command) => {
    const error = caught(given([submitted, verified]).when(command));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('identification.not_pending');
  });

  it('ignores a verification or rejection that did not follow a submission', () => {
    const state = [submitted, verified, rejected, verified].reduce(identificationDecider.evolve, identificationDecider.initialState());
    expect(state).toEqual({ status: 'verified', user_id: 'u-1', documents: [licence] });
  });
});

describe('Identification / when a verified member changes the profile', () => {
  const reopen = (changed_fields: string[]): IdentificationCommand => ({ type: 'ReopenIdentityReview', changed_fields, now: later });

  it.each([
    [['name_last'], ['name_last']],
    [['company_name'], ['company_name']],
    [['nickname', 'zipcode', 'city', 'block', 'building_name', 'tel_mobile'], ['zipcode', 'city', 'block', 'building_name']],
    [['birth_year', 'hobby_ids'], ['birth_year']],
  ])('reopens the review when %j changed, naming only the verified fields', (changed, named) => {
    expect(given([submitted, verified]).when(reopen(changed))()).toEqual([
      { type: 'IdentityReviewReopened', data: { user_id: 'u-1', changed_fields: named, reopened_at: later } },
    ]);
  });

  it.each([[['nickname']], [['tel_home', 'tel_mobile']], [['hobby_ids', 'sex_id', 'homebuilder_number']], [[]]])(
    'leaves the verification alone when only %j changed',
    (changed) => {
      expect(given([submitted, verified]).when(reopen(changed))()).toEqual([]);
    },
  );

  it('is pending again with the documents already submitted, so the admin can verify or reject', () => {
    const reopened: IdentificationEvent = { type: 'IdentityReviewReopened', data: { user_id: 'u-1', changed_fields: ['name_last'], reopened_at: later } };
    const state = [submitted, verified, reopened].reduce(identificationDecider.evolve, identificationDecider.initialState());
    expect(state).toEqual({ status: 'pending', user_id: 'u-1', documents: [licence] });
    expect(given([submitted, verified, reopened]).when({ type: 'VerifyIdentity', now: later })()).toEqual([
      { type: 'IdentityVerified', data: { user_id: 'u-1', verified_at: later } },
    ]);
    expect(given([submitted, verified, reopened]).when({ type: 'RejectIdentity', reason: '新しい住所が確認できません', now: later })()).toHaveLength(1);
  });

  it.each([
    ['nothing was submitted', []],
    ['a review is pending', [submitted]],
    ['the documents were rejected', [submitted, rejected]],
  ] as Array<[string, IdentificationEvent[]]>)('decides nothing when %s', (_, history) => {
    expect(given(history).when(reopen(['name_last', 'block']))()).toEqual([]);
  });
});
