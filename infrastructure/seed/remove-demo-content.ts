import type { INestApplication } from '@nestjs/common';
import { ArticlesAdminService } from '../../application/articles/articles-admin.service';
import type { CommandContext } from '../../application/shared/command-context';
import { ReadStore } from '../../application/shared/read-store.port';
import { SlidersService } from '../../application/sliders/sliders.service';
import { DomainError } from '../../domain/shared/domain-error';
import { DEMO_ARTICLES, DEMO_SLIDES } from './seed-content';

/**
 * Deletes the demo columns and slides as an admin deletes them. Those already gone are skipped;
 * one the read model still shows but the log has deleted counts as gone.
 */
export async function removeDemoContent(app: INestApplication, context: CommandContext): Promise<{ articles: number; slides: number }> {
  const readStore = app.get(ReadStore);
  const removeEach = async (ids: readonly string[], collection: string, remove: (id: string) => Promise<unknown>) => {
    let removed = 0;
    for (const id of ids) {
      if (!(await readStore.get(collection, id))) continue;
      try {
        await remove(id);
        removed++;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      }
    }
    return removed;
  };
  const articles = await removeEach(
    DEMO_ARTICLES.map((article) => article.id),
    'articles',
    (id) => app.get(ArticlesAdminService).remove(id, context),
  );
  const slides = await removeEach(
    DEMO_SLIDES.map((slide) => slide.id),
    'slides',
    (id) => app.get(SlidersService).remove(id, context),
  );
  return { articles, slides };
}
