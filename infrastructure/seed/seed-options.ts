import type { INestApplication } from '@nestjs/common';
import { Clock } from '../../application/shared/clock.port';
import { systemContext } from '../../application/shared/command-context';
import { handleDeciderCommand } from '../../application/shared/decider-command.handler';
import { EventStore } from '../../application/shared/event-store.port';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { SERVICE_OPTION_CATALOG } from '../../domain/options/service-option.catalog';
import { serviceOptionDecider } from '../../domain/options/service-option.decider';
import { serviceOptionStreamId } from '../../domain/options/service-option.events';
import type { AppConfig } from '../config/app-config';

/**
 * Defines the product's paid services once. Admins can change them but not add any, so every
 * installation needs them; production gets them not yet offered, for the operator to price first.
 * An option already defined is left as the admins made it.
 */
export async function seedOptions(app: INestApplication, config: AppConfig): Promise<void> {
  const eventStore = app.get(EventStore);
  const ids = app.get(IdGenerator);
  const now = app.get(Clock).now();
  for (const { option_id, ...content } of SERVICE_OPTION_CATALOG) {
    await handleDeciderCommand({
      eventStore,
      ids,
      decider: serviceOptionDecider,
      streamId: serviceOptionStreamId(option_id),
      command: { type: 'DefineServiceOption', option_id, content: { ...content, active: config.nodeEnv === 'production' ? false : content.active }, now },
      context: systemContext(`seed-option-${option_id}`),
    });
  }
}
