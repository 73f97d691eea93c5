import type { Provider } from '@nestjs/common';
import { PersonalDataErasureService } from '../../application/accounts/personal-data-erasure.service';
import { PersonalDataErasures, PersonalDataRetention } from '../../application/accounts/personal-data-erasures.port';
import { ContactRetention } from '../../application/contacts/contact-retention.port';
import { SubjectKeyStore } from '../../application/accounts/subject-key-store.port';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { PostgresPersonalDataErasures } from './postgres-personal-data-erasures';
import { PostgresSubjectKeyStore } from './postgres-subject-key-store';

/** Keys per person and erasure after the retention period. */
export function personalDataProviders({ config, db }: { config: AppConfig; db: Database }): Provider[] {
  return [
    { provide: SubjectKeyStore, useValue: new PostgresSubjectKeyStore(db, db.schema) },
    { provide: PersonalDataErasures, useValue: new PostgresPersonalDataErasures(db) },
    { provide: PersonalDataRetention, useValue: { days: config.personalDataRetentionDays } satisfies PersonalDataRetention },
    { provide: ContactRetention, useValue: { days: config.contactRetentionDays } satisfies ContactRetention },
    PersonalDataErasureService,
  ];
}
