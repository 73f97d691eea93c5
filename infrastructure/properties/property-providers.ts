import type { Provider, Type } from '@nestjs/common';
import { GeoMasterPort } from '../../application/masters/geo-master.port';
import { CachedPropertySearchIndex, SEARCH_CACHE_LIMITS } from '../../application/properties/cached-property-search-index';
import { AdminListingsService } from '../../application/properties/admin-listings.service';
import { AdminPropertyList } from '../../application/properties/admin-property-list.port';
import { ImageProcessor } from '../../application/properties/image-processor.port';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertyPhotosService } from '../../application/properties/property-photos.service';
import { PropertySearchIndex, SearchHistoryStore } from '../../application/properties/property-search.port';
import { PropertySearchService, SEARCH_HISTORY_SIZE } from '../../application/properties/property-search.service';
import { PublicListingsService } from '../../application/properties/public-listings.service';
import type { Database } from '../database/database';
import { AdminPropertiesController } from '../http/properties/admin-properties.controller';
import { PropertiesController } from '../http/properties/properties.controller';
import { PropertyPhotosController } from '../http/properties/property-photos.controller';
import { PropertySearchController } from '../http/properties/property-search.controller';
import { PostgresAdminPropertyList } from './postgres-admin-property-list';
import { MemoryPropertySearchIndex } from './memory-property-search';
import { PostgresSearchHistoryStore } from './postgres-search-history-store';
import { SharpImageProcessor } from './sharp-image-processor';

export const propertyControllers: Type[] = [PropertiesController, PropertyPhotosController, PropertySearchController, AdminPropertiesController];

export function propertyProviders(db: Database): Provider[] {
  return [
    PropertyListingsService,
    PropertyPhotosService,
    PropertySearchService,
    PublicListingsService,
    { provide: ImageProcessor, useValue: new SharpImageProcessor() },
    AdminListingsService,
    { provide: AdminPropertyList, useFactory: (geo: GeoMasterPort) => new PostgresAdminPropertyList(db, geo), inject: [GeoMasterPort] },
    { provide: PropertySearchIndex, useValue: new CachedPropertySearchIndex(new MemoryPropertySearchIndex(db), SEARCH_CACHE_LIMITS) },
    { provide: SearchHistoryStore, useValue: new PostgresSearchHistoryStore(db, SEARCH_HISTORY_SIZE) },
  ];
}
