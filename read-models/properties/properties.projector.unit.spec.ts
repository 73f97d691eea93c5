import { EMPTY_PROPERTY_FIELDS } from '../../domain/properties/property-fields.rules';
import type { PropertyEvent } from '../../domain/properties/property.events';
import type { ProjectedEvent } from '../shared/projector';
import { propertiesProjector, type PropertyDocument } from './properties.projector';

function projected(event: PropertyEvent, position: number): ProjectedEvent<PropertyEvent> {
  return {
    ...event,
    streamId: `property-${event.data.property_id}`,
    streamVersion: position,
    globalPosition: position,
    recordedAt: '2026-11-22T00:00:00.000Z',
    metadata: { actor: { id: 'u-1', role: 'member' } },
  } as ProjectedEvent<PropertyEvent>;
}

function project(events: PropertyEvent[], start: PropertyDocument | null = null): PropertyDocument | null {
  return events
    .map((event, index) => projected(event, index + 1))
    .reduce<PropertyDocument | null>((document, event) => propertiesProjector.evolve(document, event, event.data.property_id), start);
}

const created: PropertyEvent = { type: 'PropertyDraftCreated', data: { property_id: 'p-1', owner_id: 'u-1', created_at: '2026-11-01T00:00:00.000Z' } };
const edited: PropertyEvent = {
  type: 'PropertyEdited',
  data: {
    property_id: 'p-1',
    changed_fields: ['name', 'prefecture_id', 'sale_price', 'revenue_after_fees', 'era_name', 'construction_year'],
    values: { name: '里山の古民家', prefecture_id: 20, sale_price: 3_800_000, revenue_after_fees: 3_800_000, era_name: '昭和', construction_year: 50 },
    edited_at: '2026-11-02T00:00:00.000Z',
  },
};
const published: PropertyEvent = { type: 'PropertyStatusChanged', data: { property_id: 'p-1', from: 'draft', to: 'published', changed_at: '2026-11-03T00:00:00.000Z' } };
const withdrawn: PropertyEvent = { type: 'PropertyStatusChanged', data: { property_id: 'p-1', from: 'published', to: 'withdrawn', changed_at: '2026-11-04T00:00:00.000Z' } };
const republished: PropertyEvent = { type: 'PropertyStatusChanged', data: { property_id: 'p-1', from: 'withdrawn', to: 'published', changed_at: '2026-11-05T00:00:00.000Z' } };

const freshDraft: PropertyDocument = {
  id: 'p-1',
  owner_id: 'u-1',
  ...EMPTY_PROPERTY_FIELDS,
  status: 'draft',
  status_id: 1,
  status_name: '下書き',
  display_construction_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  registered_at: null,
  images: [],
  thumb_image: null,
};

describe('Properties read model', () => {
  it('keys documents by listing and keeps typed columns for the owner list and search', () => {
    expect(propertiesProjector.documentIds(projected(edited, 1))).toEqual(['p-1']);
    expect(Object.keys(propertiesProjector.columns ?? {})).toEqual(expect.arrayContaining(['status', 'owner_id', 'prefecture_id', 'sale_price', 'area', 'updated_at']));
  });

  it('given a new draft, holds an empty draft of its owner', () => {
    expect(project([created])).toEqual(freshDraft);
  });

  it('given an edit, holds the new values, the construction date as shown and the edit time', () => {
    expect(project([created, edited])).toEqual({
      ...freshDraft,
      name: '里山の古民家',
      prefecture_id: 20,
      sale_price: 3_800_000,
      revenue_after_fees: 3_800_000,
      era_name: '昭和',
      construction_year: 50,
      display_construction_date: '昭和50年（1975年）',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
  });

  it('given status changes, holds the status with its id and name, and the first publication time', () => {
    expect(project([created, edited, published, withdrawn, republished])).toMatchObject({
      status: 'published',
      status_id: 2,
      status_name: '掲載中',
      registered_at: '2026-11-03T00:00:00.000Z',
      updated_at: '2026-11-05T00:00:00.000Z',
    });
    expect(project([created, withdrawn])).toMatchObject({ status: 'withdrawn', status_id: 5, status_name: '掲載停止', registered_at: null });
  });

  describe('photos', () => {
    const added = (imageId: string, sort: number, at: string): PropertyEvent => ({
      type: 'PropertyPhotoAdded',
      data: { property_id: 'p-1', image_id: imageId, sort, width: 1600, height: 1200, sha256: `h-${imageId}`, content_type: 'image/png', added_at: at },
    });
    const three = [created, added('a', 1, '2026-11-06T00:00:00.000Z'), added('b', 2, '2026-11-07T00:00:00.000Z'), added('c', 1, '2026-11-08T00:00:00.000Z')];
    const image = (id: string, sort: number) => ({ id, sort, width: 1600, height: 1200 });

    it('given photos added last and as primary, holds them numbered in order and the primary as thumb_image', () => {
      expect(project(three)).toMatchObject({
        images: [image('c', 1), image('a', 2), image('b', 3)],
        thumb_image: 'c',
        updated_at: '2026-11-08T00:00:00.000Z',
      });
    });

    it('given a new order, holds it', () => {
      const reordered: PropertyEvent = { type: 'PropertyPhotosReordered', data: { property_id: 'p-1', image_ids: ['b', 'c', 'a'], reordered_at: '2026-11-09T00:00:00.000Z' } };
      expect(project([...three, reordered])).toMatchObject({ images: [image('b', 1), image('c', 2), image('a', 3)], thumb_image: 'b' });
    });

    it('given a photo removed, renumbers the rest, and has no thumb_image once none is left', () => {
      const removed = (imageId: string): PropertyEvent => ({ type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: imageId, removed_at: '2026-11-10T00:00:00.000Z' } });
      expect(project([...three, removed('c')])).toMatchObject({ images: [image('a', 1), image('b', 2)], thumb_image: 'a', updated_at: '2026-11-10T00:00:00.000Z' });
      expect(project([...three, removed('c'), removed('a'), removed('b')])).toMatchObject({ images: [], thumb_image: null });
    });

    it('gives the same document when the same photo events come twice', () => {
      const once = project(three);
      expect(project(three.slice(1), once)).toEqual(once);
    });
  });

  it('ignores events of a listing it never saw created', () => {
    expect(project([edited, published])).toBeNull();
  });

  it('gives the same document when the same events come twice', () => {
    const once = project([created, edited, published]);
    expect(project([edited, published], once)).toEqual(once);
  });
});
