import { DomainError } from '../shared/domain-error';
import { contactDecider, type ContactCommand } from './contact.decider';
import type { ContactEvent } from './contact.events';

const now = '2026-11-24T10:00:00.000Z';
const admin = { id: 'a-1', name: '事務局 佐藤' };
const received: ContactEvent = {
  type: 'ContactReceived',
  data: { contact_id: 'c-1', name: '山田 花子', email: 'hanako@example.jp', category_id: 2, message: '掲載について教えてください。', user_id: null, received_at: now },
};
const given = (events: ContactEvent[]) => events.reduce(contactDecider.evolve, contactDecider.initialState());
const decide = (command: ContactCommand, events: ContactEvent[]) => contactDecider.decide(command, given(events));
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('Contact / when absent', () => {
  it('is received with the address folded to lower case', () => {
    const form = { name: ' 山田 花子 ', email: 'Hanako@Example.jp', category_id: '2', message: '掲載について教えてください。\n' };
    expect(decide({ type: 'ReceiveContact', contact_id: 'c-1', form, category_ids: [1, 2], user_id: null, now }, [])).toEqual([received]);
  });

  it('names every wrong field at once', () => {
    const error = errorOf(() => decide({ type: 'ReceiveContact', contact_id: 'c-1', form: { name: '', email: 'not-mail', category_id: 7, message: ' ' }, category_ids: [1, 2], user_id: null, now }, []));
    expect(error.kind).toBe('invalid');
    expect(error.fields).toEqual({
      name: ['お名前を入力してください。'],
      email: ['メールアドレスの形式が正しくありません。'],
      category_id: ['選択されたお問い合わせの種類は存在しません。'],
      message: ['お問い合わせ内容を入力してください。'],
    });
  });

  it('cannot be approved or answered', () => {
    expect(errorOf(() => decide({ type: 'ApproveContact', by: admin, now }, [])).kind).toBe('not_found');
    expect(errorOf(() => decide({ type: 'ReplyToContact', subject: '件名', text: '本文', by: admin, now }, [])).kind).toBe('not_found');
  });
});

describe('Contact / when received', () => {
  it('is approved once, by whom and when', () => {
    const approved = decide({ type: 'ApproveContact', by: admin, now }, [received]);
    expect(approved).toEqual([{ type: 'ContactApproved', data: { contact_id: 'c-1', by: admin, approved_at: now } }]);
    expect(decide({ type: 'ApproveContact', by: admin, now }, [received, ...approved])).toEqual([]);
  });

  it('moves through its statuses and refuses an unknown one', () => {
    const moved = decide({ type: 'ChangeContactStatus', status: 1, by: admin, now }, [received]);
    expect(moved).toEqual([{ type: 'ContactStatusChanged', data: { contact_id: 'c-1', status: 1, by: admin, changed_at: now } }]);
    expect(decide({ type: 'ChangeContactStatus', status: 1, by: admin, now }, [received, ...moved])).toEqual([]);
    expect(errorOf(() => decide({ type: 'ChangeContactStatus', status: 5, by: admin, now }, [received])).fields.status).toHaveLength(1);
  });

  it('records each reply with who sent it, when and its text', () => {
    expect(decide({ type: 'ReplyToContact', subject: ' お問い合わせの件 ', text: 'ご連絡ありがとうございます。', by: admin, now }, [received])).toEqual([
      { type: 'ContactReplied', data: { contact_id: 'c-1', by: admin, subject: 'お問い合わせの件', text: 'ご連絡ありがとうございます。', replied_at: now } },
    ]);
    const error = errorOf(() => decide({ type: 'ReplyToContact', subject: '', text: '', by: admin, now }, [received]));
    expect(Object.keys(error.fields)).toEqual(['subject', 'text']);
  });
});
