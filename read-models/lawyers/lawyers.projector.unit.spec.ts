import type { LawyerEvent } from '../../domain/lawyers/lawyer.events';
import type { ProjectedEvent } from '../shared/projector';
import { lawyersProjector, type LawyerDocument } from './lawyers.projector';

function projected(event: LawyerEvent, position: number): ProjectedEvent<LawyerEvent> {
  return {
    ...event,
    streamId: `lawyer-${event.data.lawyer_id}`,
    streamVersion: position,
    globalPosition: position,
    recordedAt: '2026-11-22T00:00:00.000Z',
    metadata: { actor: { id: 'admin-1', role: 'admin' } },
  } as ProjectedEvent<LawyerEvent>;
}

function project(events: LawyerEvent[]): LawyerDocument | null {
  return events
    .map((event, index) => projected(event, index + 1))
    .reduce<LawyerDocument | null>((lawyer, event) => lawyersProjector.evolve(lawyer, event, event.data.lawyer_id), null);
}

const invited: LawyerEvent = { type: 'LawyerInvited', data: { lawyer_id: 'l-1', invited_at: '2026-11-01T00:00:00.000Z' } };
const registered: LawyerEvent = {
  type: 'LawyerRegistered',
  data: { lawyer_id: 'l-1', name: '佐藤 一郎', office_name: '佐藤司法書士事務所', registered_at: '2026-11-02T00:00:00.000Z' },
};
const updated: LawyerEvent = {
  type: 'LawyerProfileUpdated',
  data: {
    lawyer_id: 'l-1',
    name: '佐藤 一郎',
    name_kana: 'サトウ イチロウ',
    office_name: '佐藤・鈴木司法書士事務所',
    registration_number: 'TOKYO-1234',
    zipcode: '1000001',
    address: '東京都千代田区千代田1-1',
    tel: '03-1234-5678',
    updated_at: '2026-11-03T00:00:00.000Z',
  },
};
const passwordChanged: LawyerEvent = { type: 'LawyerPasswordChanged', data: { lawyer_id: 'l-1', via: 'reset', changed_at: '2026-11-04T00:00:00.000Z' } };

const justInvited: LawyerDocument = {
  lawyer_id: 'l-1',
  status: 'invited',
  name: null,
  name_kana: null,
  office_name: null,
  registration_number: null,
  zipcode: null,
  address: null,
  tel: null,
  invited_at: '2026-11-01T00:00:00.000Z',
  registered_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('Lawyers read model', () => {
  it('keys documents by lawyer', () => {
    expect(lawyersProjector.documentIds(projected(updated, 1))).toEqual(['l-1']);
  });

  it('given an invitation, holds an invited lawyer without a profile', () => {
    expect(project([invited])).toEqual(justInvited);
  });

  it('given a registration, holds the name, office and registration time', () => {
    expect(project([invited, registered])).toEqual({
      ...justInvited,
      status: 'registered',
      name: '佐藤 一郎',
      office_name: '佐藤司法書士事務所',
      registered_at: '2026-11-02T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
  });

  it('given a profile update, holds the whole profile and the update time', () => {
    expect(project([invited, registered, updated])).toEqual({
      lawyer_id: 'l-1',
      status: 'registered',
      name: '佐藤 一郎',
      name_kana: 'サトウ イチロウ',
      office_name: '佐藤・鈴木司法書士事務所',
      registration_number: 'TOKYO-1234',
      zipcode: '1000001',
      address: '東京都千代田区千代田1-1',
      tel: '03-1234-5678',
      invited_at: '2026-11-01T00:00:00.000Z',
      registered_at: '2026-11-02T00:00:00.000Z',
      updated_at: '2026-11-03T00:00:00.000Z',
    });
  });

  it('given a password change, changes nothing', () => {
    expect(project([invited, registered, updated, passwordChanged])).toEqual(project([invited, registered, updated]));
  });

  it('ignores a registration or update of a lawyer never invited', () => {
    expect(project([registered])).toBeNull();
    expect(project([updated])).toBeNull();
  });

  it('gives the same document for the same events', () => {
    expect(project([invited, registered, updated])).toEqual(project([invited, registered, updated]));
  });
});

describe('lawyers projector / when the operator removes a lawyer', () => {
  it('drops the document, so the lawyer is listed no more', () => {
    expect(project([invited, registered, updated])).not.toBeNull();
    expect(project([invited, registered, updated, { type: 'LawyerRemoved', data: { lawyer_id: 'l-1', removed_at: '2026-11-04T00:00:00.000Z' } }])).toBeNull();
  });
});
