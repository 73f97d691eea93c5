import type { Provider, Type } from '@nestjs/common';
import { ImageProcessor } from '../../application/properties/image-processor.port';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertyPhotosService } from '../../application/properties/property-photos.service';
import { PropertySearchIndex, SearchHistoryStore } from '../../application/properties/property-search.port';
import { PropertySearchService } from '../../application/properties/property-search.service';
import { PublicListingsService } from '../../application/properties/public-listings.service';
import type { Database } from '../database/database';
import { PropertiesController } from '../http/properties/properties.controller';
import { PropertyPhotosController } from '../http/properties/property-photos.controller';
import { PropertySearchController } from '../http/properties/property-search.controller';
import { PostgresPropertySearchIndex, PostgresSearchHistoryStore } from './postgres-property-search';
import { SharpImageProcessor } from './sharp-image-processor';

export const propertyControllers: Type[] = [PropertiesController, PropertyPhotosController, PropertySearchController];

export function propertyProviders(db: Database): Provider[] {
  return [
    PropertyListingsService,
    PropertyPhotosService,
    PropertySearchService,
    PublicListingsService,
    { provide: ImageProcessor, useValue: new SharpImageProcessor() },
    { provide: PropertySearchIndex, useValue: new PostgresPropertySearchIndex(db) },
    { provide: SearchHistoryStore, useValue: new PostgresSearchHistoryStore(db) },
  ];
}
