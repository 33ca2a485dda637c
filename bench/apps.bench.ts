// Among 5,000 apps (each with its CMS config, 3 pages and a theme): the apps list's first page of 10,
// one app's cmsConfigs read, and an upsertCmsConfig of 50 pages, each as a ratio of a bare
// graphql-yoga hello query measured in the same run.
import { sql } from 'drizzle-orm';
import { appPages, apps, appThemes, cmsConfigs } from '../apps/server/src/modules/apps/apps.tables';
import { startBareYoga } from './lib/anchor';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const APPS = 5000;
const CHUNK = 1000;

const anchor = await startBareYoga();
const studio = await startStudioServer();
const { db } = studio.database;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

try {
  const started = Date.now();
  const appRows = Array.from({ length: APPS }, (_, index) => ({
    tenantId: 'test',
    appId: `app${index}`,
    appName: `App ${index}`,
    urlRouting: { regexPattern: `app-${index}.studio.test/.*` },
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
    createdBy: 'bench',
    lastModifiedBy: 'bench',
  }));
  await insertChunks(appRows, (chunk) => db.insert(apps).values(chunk));
  const config = { allowedLocales: ['en-US', 'zh-HK'], defaultLocale: 'en-US', endpointsJsonString: '{}' };
  await insertChunks(appRows, (chunk) =>
    db.insert(cmsConfigs).values(chunk.map((row) => ({ tenantId: 'test', appId: row.appId, config }))),
  );
  const pageRows = appRows.flatMap((row) =>
    ['/', '/quote', '/contact'].map((path, position) => ({
      tenantId: 'test',
      appId: row.appId,
      position,
      path,
      name: `Page${position}`,
      component: `Page${position}`,
    })),
  );
  await insertChunks(pageRows, (chunk) => db.insert(appPages).values(chunk));
  const theme = JSON.stringify({ colors: [{ id: 'a', name: 'Primary', value: '#1d4ed8' }], tokens: {} });
  await insertChunks(appRows, (chunk) =>
    db.insert(appThemes).values(chunk.map((row) => ({ tenantId: 'test', appId: row.appId, themeJson: theme }))),
  );
  await db.execute(sql`analyze`);
  console.log(`seeded ${APPS} apps with configs, ${pageRows.length} pages and themes in ${Date.now() - started} ms`);

  const firstPage = studio.caller(
    `{ apps(limit: 10, skip: 0) { totalCount list { appId appName urlRouting { regexPattern } } } }`,
  );
  const readConfig = studio.caller(
    `{ cmsConfigs(where: { appId: "app2500" }) { allowedLocales defaultLocale componentRoutes { path name component } themeJsonString app { appName } } }`,
  );
  const routes = Array.from({ length: 50 }, (_, index) => ({ path: `/p${index}`, name: `P${index}`, component: 'P' }));
  const upsert = studio.caller(
    `mutation($config: cmsConfigInput!) { upsertCmsConfig(appId: "app100", config: $config) { status errors } }`,
    { config: { ...config, componentRoutes: routes, themeJsonString: theme } },
  );
  const hello = { name: 'bare hello', run: anchor.hello };

  report(
    `apps: apps first page of 10 among ${APPS} apps`,
    await compare({ name: 'apps page', run: firstPage }, hello),
    'bare yoga { hello }',
  );
  report(
    'apps: cmsConfigs of one app (pages and theme)',
    await compare({ name: 'cmsConfigs', run: readConfig }, hello),
    'bare yoga { hello }',
  );
  report(
    'apps: upsertCmsConfig with 50 pages (one transaction)',
    await compare({ name: 'upsertCmsConfig', run: upsert }, hello),
    'bare yoga { hello }',
  );
} finally {
  await studio.close();
  await anchor.close();
}
