import type { Provider, Type } from '@nestjs/common';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertySearchIndex, SearchHistoryStore } from '../../application/properties/property-search.port';
import { PropertySearchService } from '../../application/properties/property-search.service';
import { PublicListingsService } from '../../application/properties/public-listings.service';
import type { Database } from '../database/database';
import { PropertiesController } from '../http/properties/properties.controller';
import { PropertySearchController } from '../http/properties/property-search.controller';
import { PostgresPropertySearchIndex, PostgresSearchHistoryStore } from './postgres-property-search';

export const propertyControllers: Type[] = [PropertiesController, PropertySearchController];

export function propertyProviders(db: Database): Provider[] {
  return [
    PropertyListingsService,
    PropertySearchService,
    PublicListingsService,
    { provide: PropertySearchIndex, useValue: new PostgresPropertySearchIndex(db) },
    { provide: SearchHistoryStore, useValue: new PostgresSearchHistoryStore(db) },
  ];
}
