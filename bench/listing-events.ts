import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../application/shared/event-store.port';

/**
 * Listing events shaped like the marketplace's: a stream is one listing, its events in the order
 * a seller produces them. The same shapes are generated in SQL by the log loader.
 */
export interface BenchEvent {
  type: string;
  data: Record<string, unknown>;
  eventId: string;
  metadata: EventMetadata;
}

const PREFECTURES = ['東京都', '神奈川県', '大阪府', '京都府', '北海道', '長野県', '福岡県', '沖縄県'];

/** The type of a listing's n-th event (1-based); a listing's life repeats after ten events. */
export function listingEventType(version: number): string {
  switch (((version - 1) % 10) + 1) {
    case 1:
      return 'ListingDrafted';
    case 2:
    case 3:
    case 4:
      return 'ListingPhotoAdded';
    case 5:
    case 9:
      return 'ListingPriceChanged';
    case 6:
    case 7:
    case 8:
      return 'InquiryReceived';
    default:
      return 'ListingPublished';
  }
}

export function listingEvent(streamId: string, version: number, seed: number): BenchEvent {
  const type = listingEventType(version);
  return { type, data: listingData(type, streamId, version, seed), eventId: randomUUID(), metadata: memberMetadata(seed) };
}

/** `count` consecutive events of one stream, starting after `afterVersion`. */
export function listingEvents(streamId: string, afterVersion: number, count: number, seed: number): BenchEvent[] {
  return Array.from({ length: count }, (_, i) => listingEvent(streamId, afterVersion + i + 1, seed + i));
}

function listingData(type: string, listingId: string, version: number, seed: number): Record<string, unknown> {
  switch (type) {
    case 'ListingDrafted':
      return {
        listingId,
        sellerId: `member-${seed % 5000}`,
        title: `古民家 ${seed % 997}号 南向き 庭付き`,
        prefecture: PREFECTURES[seed % PREFECTURES.length],
        city: '松本市',
        landAreaM2: 120 + (seed % 400),
        buildingAreaM2: 60 + (seed % 150),
        builtYear: 1960 + (seed % 60),
        priceYen: 3_000_000 + (seed % 200) * 100_000,
      };
    case 'ListingPhotoAdded':
      return { listingId, photoId: randomUUID(), path: `listings/${listingId}/photo-${version}.jpg`, caption: '外観' };
    case 'ListingPriceChanged':
      return { listingId, priceYen: 2_500_000 + (seed % 150) * 100_000, reason: '価格見直し' };
    case 'InquiryReceived':
      return { listingId, inquiryId: randomUUID(), buyerId: `member-${(seed * 7) % 5000}`, message: '内覧を希望します。' };
    default:
      return { listingId, publishedAt: new Date().toISOString() };
  }
}

function memberMetadata(seed: number): EventMetadata {
  return {
    actor: { id: `member-${seed % 5000}`, role: 'member' },
    correlation_id: randomUUID(),
    causation_id: randomUUID(),
    request_id: randomUUID(),
    client_address: `203.0.113.${seed % 250}`,
    schema_version: 1,
  };
}
