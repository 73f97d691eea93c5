import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../accounts/email.rule';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import { CONTACT_STATUSES, type ContactAdmin, type ContactEvent, type ContactStatusId } from './contact.events';

export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;
export const CONTACT_REPLY_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = 100;

/** What the form sends; every value is checked here, so each wrong field is named at once. */
export interface ContactForm {
  name?: unknown;
  email?: unknown;
  category_id?: unknown;
  message?: unknown;
}

export type ContactCommand =
  | { type: 'ReceiveContact'; contact_id: string; form: ContactForm; category_ids: readonly number[]; user_id: string | null; now: string }
  | { type: 'ApproveContact'; by: ContactAdmin; now: string }
  | { type: 'ChangeContactStatus'; status: unknown; by: ContactAdmin; now: string }
  | { type: 'ReplyToContact'; subject: unknown; text: unknown; by: ContactAdmin; now: string };

export type ContactState =
  | { status: 'absent' }
  | { status: 'received'; contact_id: string; email: string; approved: boolean; progress: ContactStatusId };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const notFound = () => DomainError.notFound('contact.not_found', '指定されたお問い合わせが見つかりません。');

export const contactDecider: Decider<ContactCommand, ContactState, ContactEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ContactReceived':
        return { status: 'received', contact_id: event.data.contact_id, email: event.data.email, approved: false, progress: 0 };
      case 'ContactApproved':
        return state.status === 'received' ? { ...state, approved: true } : state;
      case 'ContactStatusChanged':
        return state.status === 'received' ? { ...state, progress: event.data.status } : state;
      case 'ContactReplied':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ReceiveContact': {
        if (state.status !== 'absent') throw DomainError.conflict('contact.id_taken', 'このお問い合わせはすでに受け付けています。');
        const { form } = command;
        const errors = new FieldErrors();
        const name = text(form.name);
        if (name === '') errors.add('name', 'お名前を入力してください。');
        else if (name.length > CONTACT_NAME_MAX_LENGTH) errors.add('name', `お名前は${CONTACT_NAME_MAX_LENGTH}文字以内で入力してください。`);
        const email = typeof form.email === 'string' ? normalizeEmail(form.email) : null;
        if (text(form.email) === '') errors.add('email', 'メールアドレスを入力してください。');
        else if (email === null) errors.add('email', EMAIL_INVALID_MESSAGE);
        const category = typeof form.category_id === 'string' && /^\d+$/.test(form.category_id) ? Number(form.category_id) : form.category_id;
        if (category === undefined || category === null || category === '') errors.add('category_id', 'お問い合わせの種類を選択してください。');
        else if (typeof category !== 'number' || !command.category_ids.includes(category)) errors.add('category_id', '選択されたお問い合わせの種類は存在しません。');
        const message = typeof form.message === 'string' ? form.message.trim() : '';
        if (message === '') errors.add('message', 'お問い合わせ内容を入力してください。');
        else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.add('message', `お問い合わせ内容は${CONTACT_MESSAGE_MAX_LENGTH}文字以内で入力してください。`);
        errors.throwIfAny('contact.invalid');
        return [
          {
            type: 'ContactReceived',
            data: { contact_id: command.contact_id, name, email: email!, category_id: category as number, message, user_id: command.user_id, received_at: command.now },
          },
        ];
      }
      case 'ApproveContact':
        if (state.status !== 'received') throw notFound();
        if (state.approved) return [];
        return [{ type: 'ContactApproved', data: { contact_id: state.contact_id, by: command.by, approved_at: command.now } }];
      case 'ChangeContactStatus': {
        if (state.status !== 'received') throw notFound();
        const status = CONTACT_STATUSES.find((known) => known.id === command.status);
        if (!status) throw DomainError.invalid('contact.status_invalid', 'status', '対応状況は0（未対応）・1（対応中）・2（完了）のいずれかで指定してください。');
        if (status.id === state.progress) return [];
        return [{ type: 'ContactStatusChanged', data: { contact_id: state.contact_id, status: status.id, by: command.by, changed_at: command.now } }];
      }
      case 'ReplyToContact': {
        if (state.status !== 'received') throw notFound();
        const errors = new FieldErrors();
        const subject = text(command.subject);
        if (subject === '') errors.add('subject', '件名を入力してください。');
        else if (subject.length > CONTACT_SUBJECT_MAX_LENGTH) errors.add('subject', `件名は${CONTACT_SUBJECT_MAX_LENGTH}文字以内で入力してください。`);
        const reply = typeof command.text === 'string' ? command.text.trim() : '';
        if (reply === '') errors.add('text', '返信の本文を入力してください。');
        else if (reply.length > CONTACT_REPLY_MAX_LENGTH) errors.add('text', `返信の本文は${CONTACT_REPLY_MAX_LENGTH}文字以内で入力してください。`);
        errors.throwIfAny('contact.reply_invalid');
        return [{ type: 'ContactReplied', data: { contact_id: state.contact_id, by: command.by, subject, text: reply, replied_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
