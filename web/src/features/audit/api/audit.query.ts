import { useQuery } from '@tanstack/react-query';
import { fetchAuditTimeline, fetchStreamReplay, type TimelineKind } from './audit.api';

const ROOT = ['audit'] as const;

export function useStreamReplay(streamId: string | null, at: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'replay', streamId, at] as const,
    queryFn: ({ signal }) => fetchStreamReplay(streamId as string, at, signal),
    enabled: Boolean(streamId),
    retry: false,
  });
}

export function useAuditTimeline(kind: TimelineKind, id: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'timeline', kind, id] as const,
    queryFn: ({ signal }) => fetchAuditTimeline(kind, id as string, signal),
    enabled: id !== null,
  });
}
