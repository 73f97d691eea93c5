import type { AuditTimeline } from '../audit/audit-timeline.service';

/** Lays a timeline out as a PDF, for keeping or handing over outside the site. */
export abstract class TimelinePdfRenderer {
  abstract render(timeline: AuditTimeline): Promise<Uint8Array>;
}
