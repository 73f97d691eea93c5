import type { Provider, Type } from '@nestjs/common';
import { AdminDashboardReader } from '../../application/back-office/admin-dashboard.port';
import { AdminDashboardService } from '../../application/back-office/admin-dashboard.service';
import { SideBarService } from '../../application/side-bar/side-bar.service';
import type { Database } from '../database/database';
import { AdminDashboardController } from '../http/back-office/admin-dashboard.controller';
import { SideBarController } from '../http/side-bar/side-bar.controller';
import { Phase2Guard } from '../http/site/phase2.guard';
import { SiteSettingsController } from '../http/site/site-settings.controller';
import { PostgresAdminDashboardReader } from './postgres-admin-dashboard.reader';

/** The site's settings, the public side bar and the admin dashboard. */
export const backOfficeControllers: Type[] = [SiteSettingsController, SideBarController, AdminDashboardController];

export function backOfficeProviders(db: Database): Provider[] {
  return [
    Phase2Guard,
    AdminDashboardService,
    SideBarService,
    { provide: AdminDashboardReader, useValue: new PostgresAdminDashboardReader(db) },
  ];
}
