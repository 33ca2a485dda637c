// Among 10,000 products (2,000 plan + type groups of 5 versions): products_2 first page of 10,
// productGroups first page of 10 groups, and a 500-benefit, 7-level benefitGraph, each as a ratio
// of a bare graphql-yoga hello query measured in the same run.
import { randomUUID } from 'node:crypto';
import { productTextKeys } from '@carrier/contracts';
import { sql } from 'drizzle-orm';
import { l10nTexts } from '../apps/server/src/modules/l10n/l10n.tables';
import { productBenefits, products } from '../apps/server/src/modules/products/products.tables';
import { startBareYoga } from './lib/anchor';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const PRODUCTS = 10_000;
const VERSIONS = 5;
const GROUPS = PRODUCTS / VERSIONS;
const BENEFITS = 500;
const LEVELS = 7;
const CHUNK = 1000;

const anchor = await startBareYoga();
const studio = await startStudioServer();
const { db } = studio.database;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

try {
  const started = Date.now();
  // Row i is version i / GROUPS + 1 of group i % GROUPS: each group's versions are spread over time.
  const productRows = Array.from({ length: PRODUCTS }, (_, index) => ({
    id: randomUUID(),
    tenantId: 'test',
    plan: `plan_${index % 200}`,
    type: `type_${index % GROUPS}`,
    version: String(Math.floor(index / GROUPS) + 1),
    insurerId: 'harbour_mutual',
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
    createdBy: 'bench',
    lastModifiedBy: 'bench',
  }));
  await insertChunks(productRows, (chunk) => db.insert(products).values(chunk));
  await insertChunks(productRows, (chunk) =>
    db.insert(l10nTexts).values(
      chunk.map((row) => ({
        tenantId: 'test',
        key: productTextKeys.name(row),
        locale: 'en-US',
        value: `Product ${row.type} ${row.version}`,
      })),
    ),
  );

  // One product with 500 benefits spread over 7 levels; every fourth benefit has three options.
  const graphProduct = productRows[0] as (typeof productRows)[number];
  const perLevel = Math.ceil(BENEFITS / LEVELS);
  const benefitRows: Array<typeof productBenefits.$inferInsert> = [];
  const texts: Array<typeof l10nTexts.$inferInsert> = [];
  for (let index = 0; index < BENEFITS; index++) {
    const level = Math.floor(index / perLevel);
    const parent = level === 0 ? null : `benefit_${(level - 1) * perLevel + (index % perLevel)}`;
    const typeId = `benefit_${index}`;
    const optionKeys = index % 4 === 0 ? ['option_0', 'option_1', 'option_2'] : [''];
    for (const [position, optionKey] of optionKeys.entries())
      benefitRows.push({
        tenantId: 'test',
        productId: graphProduct.id,
        typeId,
        optionKey,
        parentTypeId: parent,
        valueJson: String(1000 * (position + 1)),
        currencyCode: 'HKD',
      });
    for (const field of ['name', 'format'] as const)
      texts.push({
        tenantId: 'test',
        key: productTextKeys.benefit(graphProduct, typeId, field),
        locale: 'en-US',
        value: field === 'name' ? `Benefit ${index}` : 'up to {{value}}',
      });
  }
  await insertChunks(benefitRows, (chunk) => db.insert(productBenefits).values(chunk));
  await insertChunks(texts, (chunk) => db.insert(l10nTexts).values(chunk));
  // Planner statistics, as PostgreSQL's autovacuum would gather them after a bulk load.
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${PRODUCTS} products (${GROUPS} groups of ${VERSIONS}) and ${BENEFITS} benefits (${benefitRows.length} rows) in ${Date.now() - started} ms`,
  );

  const firstPage = studio.caller(
    `{ products_2(limit: 10, skip: 0) { totalCount list { productId { plan type version } name insurer { id name } createdAt } } }`,
  );
  const firstGroups = studio.caller(
    `{ productGroups(limit: 10, skip: 0) { totalCount productCount list { plan type versionCount latest { productId { version } name insurer { id name } createdAt } } } }`,
  );
  const node =
    'typeId optionKey name description value detailedValue rawData currencyCode isValueInput parentOptionKeys';
  const nest = (levels: number): string =>
    levels === 0 ? node : `${node} options { ${node} } children { ${nest(levels - 1)} }`;
  const graph = studio.caller(
    `query($productId: productIdWhereInput) { products_2(where: { productId: $productId }, limit: 1) { list { benefitGraph { ${nest(LEVELS - 1)} } } } }`,
    { productId: { plan: graphProduct.plan, type: graphProduct.type, version: graphProduct.version } },
  );
  const hello = { name: 'bare hello', run: anchor.hello };

  report(
    `products: products_2 first page of 10 among ${PRODUCTS} products`,
    await compare({ name: 'products_2 page', run: firstPage }, hello),
    'bare yoga { hello }',
  );
  report(
    `products: productGroups first page of 10 among ${GROUPS} groups of ${VERSIONS} versions`,
    await compare({ name: 'productGroups page', run: firstGroups }, hello),
    'bare yoga { hello }',
  );
  report(
    `products: benefitGraph of ${BENEFITS} benefits over ${LEVELS} levels`,
    await compare({ name: 'benefitGraph', run: graph }, hello),
    'bare yoga { hello }',
  );
} finally {
  await studio.close();
  await anchor.close();
}
