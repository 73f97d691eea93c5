import type { DocumentProjector, ProjectedEvent } from '../read-models/shared/projector';

/** Per-listing summary a search page would show: the fold of one listing stream (column fields are snake_case). */
export interface ListingSummary {
  listingId: string;
  sellerId: string;
  title: string;
  prefecture: string;
  price: number;
  status: 'draft' | 'published';
  photos: number;
  inquiries: number;
  version: number;
  updatedAt: string;
}

interface ListingData {
  sellerId?: string;
  title?: string;
  prefecture?: string;
  priceYen?: number;
}

export const listingSummaryProjector: DocumentProjector<ListingSummary> = {
  name: 'bench-listing-summary',
  collection: 'bench_listing_summary',
  version: 1,
  handles: ['ListingDrafted', 'ListingPhotoAdded', 'ListingPriceChanged', 'InquiryReceived', 'ListingPublished'],
  columns: { prefecture: 'text', price: 'bigint', status: 'text' },
  documentIds: (event) => [event.streamId],
  evolve: (document, event) => evolveSummary(document ?? emptySummary(event), event),
};

function emptySummary(event: ProjectedEvent): ListingSummary {
  return {
    listingId: event.streamId,
    sellerId: '',
    title: '',
    prefecture: '',
    price: 0,
    status: 'draft',
    photos: 0,
    inquiries: 0,
    version: 0,
    updatedAt: event.recordedAt,
  };
}

function evolveSummary(summary: ListingSummary, event: ProjectedEvent): ListingSummary {
  const data = event.data as ListingData;
  const next = { ...summary, version: event.streamVersion, updatedAt: event.recordedAt };
  switch (event.type) {
    case 'ListingDrafted':
      return {
        ...next,
        sellerId: data.sellerId ?? '',
        title: data.title ?? '',
        prefecture: data.prefecture ?? '',
        price: data.priceYen ?? 0,
      };
    case 'ListingPhotoAdded':
      return { ...next, photos: summary.photos + 1 };
    case 'ListingPriceChanged':
      return { ...next, price: data.priceYen ?? summary.price };
    case 'InquiryReceived':
      return { ...next, inquiries: summary.inquiries + 1 };
    case 'ListingPublished':
      return { ...next, status: 'published' };
    default:
      return next;
  }
}
