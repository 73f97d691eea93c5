import type { INestApplication } from '@nestjs/common';
import type { Principal } from '../../application/accounts/account-role';
import { CredentialStore } from '../../application/accounts/credential-store.port';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertyPhotosService } from '../../application/properties/property-photos.service';
import { systemContext, type CommandContext } from '../../application/shared/command-context';
import { ReadStore } from '../../application/shared/read-store.port';
import { PROPERTY_STATUSES } from '../../domain/properties/property.events';
import type { AppConfig } from '../config/app-config';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoListings, type DemoListing } from './demo-listing-content';
import { demoPhoto } from './demo-photos';

/** Drawn photos per scene, shared between listings: drawing is the slow part. */
const PHOTOS_PER_SCENE = 4;
const CONCURRENT_LISTINGS = 4;

/**
 * Gives the demo sellers their listings on a new non-production installation, through the same
 * commands a seller's screens use: a draft with its fields, photos, then publication. Every third
 * listing is the corporate seller's.
 */
export async function seedListings(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.nodeEnv === 'production' || config.demoListings === 0) return;
  const { seller, company } = DEMO_ACCOUNTS;
  const readStore = app.get(ReadStore);
  for (const owner of [seller, company]) if ((await readStore.count('properties', { where: { owner_id: owner.id } })) > 0) return;
  // After demo:remove the sellers have withdrawn: they list nothing again.
  const credentials = app.get(CredentialStore);
  for (const owner of [seller, company]) if ((await credentials.get(owner.id))?.status !== 'active') return;

  const started = Date.now();
  const listings = app.get(PropertyListingsService);
  const photos = app.get(PropertyPhotosService);
  const as = (ownerId: string): { principal: Principal; context: CommandContext } => ({
    principal: { subjectId: ownerId, role: 'member', sessionId: 'seed-listings' },
    context: { ...systemContext('seed-listings'), actor: { id: ownerId, role: 'member' } },
  });
  const drawn = new Map<string, Promise<Buffer[]>>();
  const photoFor = async (scene: DemoListing['scene'], n: number): Promise<Buffer> => {
    if (!drawn.has(scene)) drawn.set(scene, Promise.all(Array.from({ length: PHOTOS_PER_SCENE }, (_, i) => demoPhoto(scene, scene.length * 100 + i))));
    const pool = await drawn.get(scene)!;
    return pool[n % pool.length];
  };

  const all = demoListings(config.demoListings);
  let lastPosition = 0;
  const list = async (listing: DemoListing, index: number) => {
    const { principal, context } = as(index % 3 === 2 ? company.id : seller.id);
    const { id } = await listings.createDraft(principal, listing.input, context);
    // Hundreds of photos at once: their renditions are made when a page first asks for them.
    for (let n = 0; n < listing.photos; n++) {
      await photos.add(principal, id, await photoFor(listing.scene, index + n), n === 0, context, { renditions: 'when-asked' });
    }
    let result = await listings.changeStatus(principal, id, PROPERTY_STATUSES.published.id, context);
    if (listing.negotiating) result = await listings.changeStatus(principal, id, PROPERTY_STATUSES.in_negotiation.id, context);
    lastPosition = Math.max(lastPosition, result.position);
  };
  // A few at a time, so that resizing photos overlaps with writing the others' events.
  for (let start = 0; start < all.length; start += CONCURRENT_LISTINGS) {
    await Promise.all(all.slice(start, start + CONCURRENT_LISTINGS).map((listing, i) => list(listing, start + i)));
  }
  // The site answers from the read models: they show every demo listing before the start ends.
  await readStore.waitFor(lastPosition, 60_000);
  if (config.logLevel !== 'silent') console.log(`demo listings: ${all.length} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
