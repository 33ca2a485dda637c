import { SEEDED_TENANTS } from '@carrier/contracts';
import type { Database } from '../../platform/db/client';
import { insurers } from './insurers.tables';

/** A few insurers every seeded tenant starts with (fictional names). */
export const SEEDED_INSURERS = [
  { id: 'harbour_mutual', name: 'Harbour Mutual' },
  { id: 'lion_rock_life', name: 'Lion Rock Life' },
  { id: 'peak_assurance', name: 'Peak Assurance' },
] as const;

/** Idempotent: existing insurers, renamed or not, are left alone. */
export async function seedInsurers(db: Database) {
  await db
    .insert(insurers)
    .values(SEEDED_TENANTS.flatMap((tenant) => SEEDED_INSURERS.map((insurer) => ({ tenantId: tenant.id, ...insurer }))))
    .onConflictDoNothing();
}
