import { apiBlob } from '../../../lib/api-client';
import { api, apiUrl, type ApiSchema } from '../../../lib/typed-api-client';

export type StreamReplay = ApiSchema<'StreamReplay'>;
export type AuditTimeline = ApiSchema<'AuditTimeline'>;
export type AuditTimelineEntry = ApiSchema<'AuditTimelineEntry'>;
export type JsonValue = ApiSchema<'JsonValue'>;
export type TimelineKind = AuditTimeline['kind'];
export type TimelineFormat = 'csv' | 'pdf';

export function fetchStreamReplay(streamId: string, at: string | null, signal?: AbortSignal): Promise<StreamReplay> {
  return api.GET('/api/admin/audit/stream/{id}', { params: { path: { id: streamId }, query: at ? { at } : {} }, signal });
}

export function fetchAuditTimeline(kind: TimelineKind, id: string, signal?: AbortSignal): Promise<AuditTimeline> {
  return api.GET('/api/audit/timeline/{kind}/{id}', { params: { path: { kind, id } }, signal });
}

export function fetchTimelineFile(kind: TimelineKind, id: string, format: TimelineFormat): Promise<Blob> {
  return apiBlob(apiUrl('/api/audit/timeline/{kind}/{id}/download', { path: { kind, id }, query: { format } }));
}
