import type { Provider, Type } from '@nestjs/common';
import { ArticlesAdminService } from '../../application/articles/articles-admin.service';
import { ArticlesService } from '../../application/articles/articles.service';
import { MarkdownRenderer } from '../../application/articles/markdown-renderer.port';
import { ContentImagesService } from '../../application/content-images/content-images.service';
import { ServiceOptionsService } from '../../application/options/service-options.service';
import { SlidersService } from '../../application/sliders/sliders.service';
import { MarkdownItRenderer } from '../articles/markdown-it-renderer';
import { ArticlesAdminController } from '../http/articles/articles-admin.controller';
import { ArticlesController } from '../http/articles/articles.controller';
import { ContentImagesController } from '../http/content-images/content-images.controller';
import { OptionsController } from '../http/options/options.controller';
import { SlidersController } from '../http/sliders/sliders.controller';

/** Columns, the top page's slides, the paid services, and the pictures the first two show. */
export const contentControllers: Type[] = [ArticlesController, ArticlesAdminController, ContentImagesController, SlidersController, OptionsController];

export const contentProviders: Provider[] = [
  ContentImagesService,
  ArticlesService,
  ArticlesAdminService,
  SlidersService,
  ServiceOptionsService,
  { provide: MarkdownRenderer, useValue: new MarkdownItRenderer() },
];
