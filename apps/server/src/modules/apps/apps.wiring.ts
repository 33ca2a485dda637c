import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { createGuestIdentityRepository } from '../publish/guest-identity.repository';
import { createTenantsRepository } from '../tenants/tenants.repository';
import { createAppContentRepository } from './app-content.repository';
import { createAppsRepository } from './apps.repository';
import type { AppsRepositories } from './apps.service';

/** The repositories the apps service works on, over the database or one transaction. */
export const createAppsRepositories = (db: Database): AppsRepositories => ({
  apps: createAppsRepository(db),
  content: createAppContentRepository(db),
  hosts: createTenantsRepository(db),
  guests: createGuestIdentityRepository(db),
  stampActor: (actor) => stampAuditActor(db, actor),
});
