import type { Actor, EventMetadata } from './event-store.port';

/** Who asks, on whose behalf, and which request: travels with every command into its events. */
export interface CommandContext {
  actor: Actor;
  onBehalfOf?: Actor;
  requestId: string;
  correlationId: string;
  clientAddress?: string;
}

export const EVENT_SCHEMA_VERSION = 1;

export function metadataFor(context: CommandContext, causationId = context.requestId): EventMetadata {
  return {
    actor: context.actor,
    ...(context.onBehalfOf ? { on_behalf_of: context.onBehalfOf } : {}),
    correlation_id: context.correlationId,
    causation_id: causationId,
    request_id: context.requestId,
    ...(context.clientAddress ? { client_address: context.clientAddress } : {}),
    schema_version: EVENT_SCHEMA_VERSION,
  };
}

/** The context of work the system does by itself (seeding, migrations of data). */
export function systemContext(requestId: string): CommandContext {
  return { actor: { id: 'system', role: 'system' }, requestId, correlationId: requestId };
}
