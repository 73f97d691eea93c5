import type { Database } from '../infrastructure/database/database';
import { insertChainedRows } from '../infrastructure/testing/chained-rows';

/**
 * Fills the event log straight with SQL, in rows like those appendToStream writes, each chained: listing
 * streams of ten events with consecutive versions, realistic jsonb data and metadata, one
 * transaction per chunk. The log interleaves streams the way a live marketplace does: each slice
 * of 10,000 events is 1,000 listings progressing together, so 1,000,000 events are 100,000
 * streams of 10 events.
 */
export interface LogShape {
  events: number;
  streamsPerSlice: number;
  eventsPerStream: number;
  chunk: number;
}

export const defaultLogShape = (events: number): LogShape => ({
  events,
  streamsPerSlice: 1000,
  eventsPerStream: 10,
  chunk: 100_000,
});

export async function loadEventLog(db: Database, shape: LogShape): Promise<void> {
  const sql = rowsSql(shape);
  for (let from = 0; from < shape.events; from += shape.chunk) {
    const to = Math.min(shape.events, from + shape.chunk) - 1;
    await insertChainedRows(db, sql, [from, to]);
  }
}

function rowsSql(shape: LogShape): string {
  const slice = shape.streamsPerSlice * shape.eventsPerStream;
  const prefectures = "ARRAY['東京都','神奈川県','大阪府','京都府','北海道','長野県','福岡県','沖縄県']";
  return `
    SELECT g.stream_id, g.version, gen_random_uuid(), t.type,
      CASE t.type
        WHEN 'ListingDrafted' THEN jsonb_build_object(
          'listingId', g.stream_id, 'sellerId', 'member-' || g.seed % 5000,
          'title', '古民家 ' || g.seed % 997 || '号 南向き 庭付き',
          'prefecture', (${prefectures})[g.seed % 8 + 1], 'city', '松本市',
          'landAreaM2', 120 + g.seed % 400, 'buildingAreaM2', 60 + g.seed % 150,
          'builtYear', 1960 + g.seed % 60, 'priceYen', 3000000 + (g.seed % 200) * 100000)
        WHEN 'ListingPhotoAdded' THEN jsonb_build_object(
          'listingId', g.stream_id, 'photoId', gen_random_uuid(),
          'path', 'listings/' || g.stream_id || '/photo-' || g.version || '.jpg', 'caption', '外観')
        WHEN 'ListingPriceChanged' THEN jsonb_build_object(
          'listingId', g.stream_id, 'priceYen', 2500000 + (g.seed % 150) * 100000, 'reason', '価格見直し')
        WHEN 'InquiryReceived' THEN jsonb_build_object(
          'listingId', g.stream_id, 'inquiryId', gen_random_uuid(),
          'buyerId', 'member-' || (g.seed * 7) % 5000, 'message', '内覧を希望します。')
        ELSE jsonb_build_object('listingId', g.stream_id, 'publishedAt', g.recorded_at)
      END,
      jsonb_build_object(
        'actor', jsonb_build_object('id', 'member-' || g.seed % 5000, 'role', 'member'),
        'correlation_id', gen_random_uuid(), 'causation_id', gen_random_uuid(), 'request_id', gen_random_uuid(),
        'client_address', '203.0.113.' || g.seed % 250, 'schema_version', 1),
      g.recorded_at
    FROM (
      SELECT i AS seed,
        'listing-' || lpad(((i / ${slice}) * ${shape.streamsPerSlice} + i % ${shape.streamsPerSlice})::text, 7, '0') AS stream_id,
        ((i % ${slice}) / ${shape.streamsPerSlice} + 1)::int AS version,
        timestamptz '2026-01-05 00:00:00+00' + i * interval '30 ms' AS recorded_at
      FROM generate_series($1::bigint, $2::bigint) AS i
    ) AS g
    CROSS JOIN LATERAL (
      SELECT CASE
        WHEN g.version = 1 THEN 'ListingDrafted'
        WHEN g.version IN (2, 3, 4) THEN 'ListingPhotoAdded'
        WHEN g.version IN (5, 9) THEN 'ListingPriceChanged'
        WHEN g.version IN (6, 7, 8) THEN 'InquiryReceived'
        ELSE 'ListingPublished'
      END AS type
    ) AS t
    ORDER BY g.seed`;
}
