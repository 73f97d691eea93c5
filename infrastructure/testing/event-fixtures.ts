import type { EventMetadata } from '../../application/shared/event-store.port';

/** Metadata of an event a member's request appended, for tests of the log itself. */
export const MEMBER_EVENT_METADATA: EventMetadata = {
  actor: { id: 'member-1', role: 'member' },
  correlation_id: 'c-1',
  causation_id: 'c-1',
  request_id: 'r-1',
  client_address: '203.0.113.9',
  schema_version: 1,
};
