import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { GeoMasterPort } from '../../../application/masters/geo-master.port';
import { PropertySearchService } from '../../../application/properties/property-search.service';
import { PublicListingsService } from '../../../application/properties/public-listings.service';
import type { AppConfig } from '../../config/app-config';
import { serveCrawlerFiles } from './crawler-files';
import { PublicPages } from './public-pages';

/** The public pages' head tags and crawler files, from the services the API answers with. */
export function publicPagesOf(app: INestApplication, config: AppConfig): { pages: PublicPages; serveCrawlerFiles(fastify: FastifyInstance): void } {
  const listings = app.get(PublicListingsService);
  const pages = new PublicPages({ listings, search: app.get(PropertySearchService), geo: app.get(GeoMasterPort) }, config.publicUrl);
  return { pages, serveCrawlerFiles: (fastify) => serveCrawlerFiles(fastify, listings, config.publicUrl) };
}
