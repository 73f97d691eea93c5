import type { Provider, Type } from '@nestjs/common';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertiesController } from '../http/properties/properties.controller';

export const propertyControllers: Type[] = [PropertiesController];

export const propertyProviders: Provider[] = [PropertyListingsService];
