import type { ContactEvent } from '../../domain/contacts/contact.events';
import type { ProjectedEvent } from '../shared/projector';
import { contactsProjector, type ContactDocument } from './contacts.projector';

const at = '2026-11-24T10:00:00.000Z';
const admin = { id: 'a-1', name: '事務局 佐藤' };
const projected = (event: ContactEvent, position: number) =>
  ({ ...event, streamId: 'contact-c-1', streamVersion: position, globalPosition: position, recordedAt: at, metadata: { actor: { id: 'a-1', role: 'admin' } } }) as ProjectedEvent<ContactEvent>;
const fold = (events: ProjectedEvent<ContactEvent>[]) => events.reduce<ContactDocument | null>((document, event) => contactsProjector.evolve(document, event, 'c-1'), null);

describe('Contacts read model', () => {
  it('holds the message, approval, status and every reply in order', () => {
    const document = fold([
      projected({ type: 'ContactReceived', data: { contact_id: 'c-1', name: '山田', email: 'y@example.jp', category_id: 2, message: '質問', user_id: null, received_at: at } }, 1),
      projected({ type: 'ContactApproved', data: { contact_id: 'c-1', by: admin, approved_at: at } }, 2),
      projected({ type: 'ContactStatusChanged', data: { contact_id: 'c-1', status: 1, by: admin, changed_at: at } }, 3),
      projected({ type: 'ContactReplied', data: { contact_id: 'c-1', by: admin, subject: '件名1', text: '一通目', replied_at: at } }, 4),
      projected({ type: 'ContactReplied', data: { contact_id: 'c-1', by: admin, subject: '件名2', text: '二通目', replied_at: '2026-11-25T00:00:00.000Z' } }, 5),
    ]);
    expect(document).toMatchObject({ status: 1, approved_by: admin, approved_at: at, updated_at: '2026-11-25T00:00:00.000Z' });
    expect(document?.replies.map((reply) => reply.text)).toEqual(['一通目', '二通目']);
  });
});
