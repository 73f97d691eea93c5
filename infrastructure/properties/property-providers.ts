import type { Provider, Type } from '@nestjs/common';
import { ImageProcessor } from '../../application/properties/image-processor.port';
import { PropertyListingsService } from '../../application/properties/property-listings.service';
import { PropertyPhotosService } from '../../application/properties/property-photos.service';
import { PropertiesController } from '../http/properties/properties.controller';
import { PropertyPhotosController } from '../http/properties/property-photos.controller';
import { SharpImageProcessor } from './sharp-image-processor';

export const propertyControllers: Type[] = [PropertiesController, PropertyPhotosController];

export const propertyProviders: Provider[] = [PropertyListingsService, PropertyPhotosService, { provide: ImageProcessor, useValue: new SharpImageProcessor() }];
