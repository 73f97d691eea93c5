import type { PropertyEvent } from '../../domain/properties/property.events';
import type { ProjectedEvent } from '../shared/projector';
import { propertyPhotosProjector } from './property-photos.projector';

type PhotoEvent = Extract<PropertyEvent, { type: 'PropertyPhotoAdded' | 'PropertyPhotoRemoved' }>;

function projected(event: PhotoEvent): ProjectedEvent<PhotoEvent> {
  return {
    ...event,
    streamId: 'property-p-1',
    streamVersion: 1,
    globalPosition: 1,
    recordedAt: '2026-11-22T00:00:00.000Z',
    metadata: { actor: { id: 'u-1', role: 'member' } },
  } as ProjectedEvent<PhotoEvent>;
}

const added: PhotoEvent = {
  type: 'PropertyPhotoAdded',
  data: { property_id: 'p-1', image_id: 'i-1', sort: 1, width: 1600, height: 1200, sha256: 'h', content_type: 'image/webp', added_at: '2026-11-22T00:00:00.000Z' },
};
const removed: PhotoEvent = { type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'i-1', removed_at: '2026-11-23T00:00:00.000Z' } };

describe('Property photos read model', () => {
  it('keys documents by photo', () => {
    expect(propertyPhotosProjector.documentIds(projected(added))).toEqual(['i-1']);
    expect(propertyPhotosProjector.documentIds(projected(removed))).toEqual(['i-1']);
  });

  it('given a photo added, holds the listing it belongs to; the same event twice changes nothing', () => {
    const once = propertyPhotosProjector.evolve(null, projected(added), 'i-1');
    expect(once).toEqual({ id: 'i-1', property_id: 'p-1' });
    expect(propertyPhotosProjector.evolve(once, projected(added), 'i-1')).toEqual(once);
  });

  it('given the photo removed, holds nothing', () => {
    const held = propertyPhotosProjector.evolve(null, projected(added), 'i-1');
    expect(propertyPhotosProjector.evolve(held, projected(removed), 'i-1')).toBeNull();
    expect(propertyPhotosProjector.evolve(null, projected(removed), 'i-1')).toBeNull();
  });
});
