import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, IN_MEMORY_DATABASE, migrationsFolder, openDatabase } from '../../platform/db/client';
import { tenants } from '../tenants/tenants.tables';
import { createTemplateVersionsRepository } from './template-versions.repository';
import { templates, templateVersions } from './templates.tables';

const TENANT = 'history_tenant';

describe('template versions in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: IN_MEMORY_DATABASE });
    await database.db.insert(tenants).values({ id: TENANT, name: 'History', environment: 'test' });
  });
  afterAll(async () => database?.close());

  const insertTemplate = async (id: string, version = 1) => {
    await database.db.insert(templates).values({
      id,
      tenantId: TENANT,
      type: 'sms',
      name: `Template ${id}`,
      content: { bodyLiquid: `Hi from ${id}` },
      version,
      lastModifiedById: 'user-1',
      lastModifiedBy: 'author@studio.test',
    });
  };
  const versionsOf = (templateId: string) =>
    database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, templateId))
      .orderBy(desc(templateVersions.version));

  it('the backfill records the current state of templates saved before the history, once', async () => {
    await insertTemplate('before-history', 7);
    const backfill = readFileSync(join(migrationsFolder(), '0021_template_versions_backfill.sql'), 'utf8');
    await database.db.execute(sql.raw(backfill));
    await database.db.execute(sql.raw(backfill));
    const rows = await versionsOf('before-history');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: TENANT,
      version: 7,
      createdBy: 'author@studio.test',
      snapshot: {
        name: 'Template before-history',
        description: null,
        logicalId: null,
        graphQlQuery: null,
        tags: [],
        content: { bodyLiquid: 'Hi from before-history' },
      },
    });
  });

  it('prunes all but the newest versions of one template, and of no other', async () => {
    await insertTemplate('pruned');
    await insertTemplate('untouched');
    const repository = createTemplateVersionsRepository(database.db);
    for (const [templateId, version] of [
      ['pruned', 1],
      ['pruned', 2],
      ['pruned', 3],
      ['untouched', 1],
    ] as const) {
      await repository.insert({
        id: `${templateId}-${version}`,
        tenantId: TENANT,
        templateId,
        version,
        snapshot: { name: 'x', description: null, logicalId: null, graphQlQuery: null, tags: [], content: {} },
      });
    }
    await repository.prune(TENANT, 'pruned', 2);
    await repository.prune('another_tenant', 'untouched', 0);
    expect((await versionsOf('pruned')).map((row) => row.version)).toEqual([3, 2]);
    expect(await versionsOf('untouched')).toHaveLength(1);
    await database.db.delete(templates).where(eq(templates.id, 'pruned'));
    expect(await versionsOf('pruned')).toEqual([]);
  });
});
