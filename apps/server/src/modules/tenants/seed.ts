import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEEDED_TENANTS, STUDIO_CLIENT_ID } from '@carrier/contracts';
import type { Database } from '../../platform/db/client';
import { createAuthRepository } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { seedInsurers } from '../insurers/insurers.seed';
import { clients, tenantHosts, tenants } from './tenants.tables';

export type SeedOutcome = { adminEmail: string; generatedPassword: string | null; passwordFile: string | null };

/** Seeds tenants, the studio client, local hosts and one admin per tenant. Safe to run at every start. */
export async function seed(
  db: Database,
  options: { adminEmail: string; adminPassword?: string; dataDir?: string },
): Promise<SeedOutcome> {
  await db
    .insert(tenants)
    .values([...SEEDED_TENANTS])
    .onConflictDoNothing();
  await db
    .insert(clients)
    .values(
      SEEDED_TENANTS.map((tenant) => ({ tenantId: tenant.id, clientId: STUDIO_CLIENT_ID, name: 'Carrier Studio' })),
    )
    .onConflictDoNothing();
  await db
    .insert(tenantHosts)
    .values(['localhost', '127.0.0.1'].map((host) => ({ host, tenantId: 'test' })))
    .onConflictDoNothing();
  await seedInsurers(db);

  const repository = createAuthRepository(db);
  const candidatePassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  let generatedPassword: string | null = null;
  for (const tenant of SEEDED_TENANTS) {
    if (await repository.findUserByEmail(tenant.id, options.adminEmail)) continue;
    const password = candidatePassword;
    if (!options.adminPassword) generatedPassword = candidatePassword;
    await repository.createUser({
      tenantId: tenant.id,
      email: options.adminEmail,
      username: options.adminEmail,
      passwordHash: await hashPassword(password),
    });
  }

  let passwordFile: string | null = null;
  if (generatedPassword && options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    passwordFile = join(options.dataDir, 'admin-password.txt');
    await writeFile(passwordFile, `${options.adminEmail}\n${generatedPassword}\n`, { mode: 0o600 });
  }
  return { adminEmail: options.adminEmail, generatedPassword, passwordFile };
}
