import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedInUserWithRoles } from '../users/users.testing';
import {
  type PlanAnswer,
  quotesOf,
  SHOP_PRODUCT,
  seedEmailTemplate,
  seedShopApp,
  seedTermProduct,
  TERM,
  templateIds,
} from './promotion.testing';

let server: TestServer;
let dev: string;
let uat: string;
let prod: string;

beforeAll(async () => {
  server = await startTestServer();
  dev = (await server.signIn('test_dev')).accessToken;
  uat = (await server.signIn('test_uat')).accessToken;
  prod = (await server.signIn('test')).accessToken;
  await seedTermProduct(server, dev);
  await seedShopApp(server, dev, 'shop');
  await seedEmailTemplate(server, dev);
});
afterAll(async () => {
  await server?.close();
});

const exportBundle = (token: string, items: unknown[]) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/bundles/export',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ items }),
  });
const importBundle = (token: string, zip: Uint8Array, dryRun = false) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1/bundles/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    payload: Buffer.from(zip),
  });
const itemsOf = async (token: string) => [
  { productId: TERM },
  { productId: SHOP_PRODUCT },
  { appId: 'shop' },
  { templateId: (await templateIds(server, token)).get('Welcome') },
];
const productCount = async (token: string) =>
  (await server.gql<{ products_2: { totalCount: number } }>('{ products_2 { totalCount } }', {}, { token })).data
    .products_2.totalCount;
const errorOf = (response: { statusCode: number; json(): unknown }) => {
  const body = response.json() as { errors: Array<{ message: string; extensions: { code: string } }> };
  return { status: response.statusCode, code: body.errors[0]?.extensions.code, message: body.errors[0]?.message };
};

describe('bundle export and import', () => {
  let original: Uint8Array;

  it('round-trips byte for byte: export from one tenant, import into another, export from it', async () => {
    const exported = await exportBundle(dev, await itemsOf(dev));
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    original = new Uint8Array(exported.rawPayload);
    expect(Object.keys(unzipSync(original))[0]).toBe('manifest.json');

    const dryRun = await importBundle(uat, original, true);
    expect(dryRun.statusCode).toBe(200);
    const planned = dryRun.json() as PlanAnswer;
    expect(planned.errors).toEqual([]);
    expect(new Set(planned.entries.filter((entry) => entry.kind !== 'insurer').map((entry) => entry.status))).toEqual(
      new Set(['new']),
    );
    expect(await productCount(uat)).toBe(0);

    const applied = await importBundle(uat, original);
    expect(applied.statusCode).toBe(200);
    expect(await quotesOf(server, uat)).toEqual(await quotesOf(server, dev));
    const again = await exportBundle(uat, await itemsOf(uat));
    expect(again.statusCode).toBe(200);
    expect(Buffer.from(again.rawPayload).equals(Buffer.from(original))).toBe(true);

    // Importing the same bundle again changes nothing and duplicates nothing.
    const second = (await importBundle(uat, original, true)).json() as PlanAnswer;
    expect(second.entries.every((entry) => entry.status === 'unchanged')).toBe(true);
    expect((await importBundle(uat, original)).statusCode).toBe(200);
    expect(await productCount(uat)).toBe(2);
  });

  it('names what is wrong with a bad bundle and changes nothing', async () => {
    const manifest = JSON.parse(strFromU8(unzipSync(original)['manifest.json'] as Uint8Array)) as Record<
      string,
      unknown
    > & {
      files: Array<{ sha256: string }>;
      products: Array<{ row: Record<string, unknown> }>;
      templates: Array<{ content: Record<string, unknown> }>;
    };
    const files = Object.fromEntries(Object.entries(unzipSync(original)).filter(([name]) => name !== 'manifest.json'));
    const zipWith = (changed: unknown, rest = files) =>
      zipSync({ 'manifest.json': strToU8(JSON.stringify(changed)), ...rest });

    expect(errorOf(await importBundle(prod, strToU8('not a zip at all')))).toMatchObject({
      status: 400,
      code: 'bundle_not_zip',
    });
    expect(errorOf(await importBundle(prod, zipSync({ 'readme.txt': strToU8('hi') })))).toMatchObject({
      code: 'bundle_no_manifest',
    });
    expect(errorOf(await importBundle(prod, zipWith({ ...manifest, version: 99 })))).toEqual({
      status: 400,
      code: 'bundle_unknown_format',
      message:
        "The bundle's format version carrier-bundle 99 is not supported (this server reads carrier-bundle version 1).",
    });
    const missing = Object.fromEntries(
      Object.entries(files).filter(([name]) => !name.endsWith(manifest.files[0]?.sha256 ?? '')),
    );
    expect(errorOf(await importBundle(prod, zipWith(manifest, missing)))).toMatchObject({
      code: 'bundle_missing_file',
    });
    const smuggled = {
      ...manifest,
      products: [{ ...manifest.products[0], row: { ...manifest.products[0]?.row, tenantId: 'test_uat' } }],
    };
    const invalid = errorOf(await importBundle(prod, zipWith(smuggled)));
    expect(invalid).toMatchObject({ status: 400, code: 'bundle_manifest_invalid' });
    expect(invalid.message).toContain('products.0.row');
    const badRule = {
      ...manifest,
      products: manifest.products.map((part) => ({ ...part, row: { ...part.row, amountLogic: '{"nosuch":[1]}' } })),
    };
    const planned = (await importBundle(prod, zipWith(badRule), true)).json() as PlanAnswer;
    expect(planned.errors[0]?.code).toBe('promotion_invalid_content');
    expect(errorOf(await importBundle(prod, zipWith(badRule)))).toMatchObject({ code: 'promotion_invalid_content' });
    const badContent = {
      ...manifest,
      templates: manifest.templates.map((part) => ({
        ...part,
        content: { ...part.content, attachmentTemplates: 'x' },
      })),
    };
    expect(errorOf(await importBundle(prod, zipWith(badContent)))).toMatchObject({ code: 'promotion_invalid_content' });

    // JSON may write a NUL or a lone surrogate as an escape: the text or jsonb columns could not keep either.
    for (const [bad, words] of [
      ['\u0000', 'holds a NUL character'],
      ['\ud800', 'holds a lone surrogate'],
    ]) {
      const [field, text] =
        Object.entries(manifest.templates[0]?.content ?? {}).find(([, value]) => typeof value === 'string') ?? [];
      const unstorable = {
        ...manifest,
        templates: manifest.templates.map((part, index) =>
          index === 0 ? { ...part, content: { ...part.content, [field ?? 'x']: `${text}${bad}` } } : part,
        ),
      };
      const refused = errorOf(await importBundle(prod, zipWith(unstorable)));
      expect(refused).toMatchObject({ status: 400, code: 'bundle_manifest_invalid' });
      expect(refused.message).toContain(`templates.0.content.${field}: ${words}`);
      const renamed = { ...manifest, templates: manifest.templates.map((part) => ({ ...part, name: `n${bad}` })) };
      expect(errorOf(await importBundle(prod, zipWith(renamed)))).toMatchObject({ code: 'bundle_manifest_invalid' });
    }

    expect(await productCount(prod)).toBe(0);
    expect((await templateIds(server, prod)).size).toBe(0);
  });

  it('is for editors with a valid token', async () => {
    const viewer = await signedInUserWithRoles(server, {
      adminToken: dev,
      email: 'viewer@studio.test',
      roles: ['viewer'],
      tenantId: 'test_dev',
    });
    expect((await exportBundle(viewer.accessToken, [{ productId: TERM }])).statusCode).toBe(403);
    expect((await importBundle(viewer.accessToken, original)).statusCode).toBe(403);
    expect((await importBundle('not-a-token', original)).statusCode).toBe(401);
    expect(errorOf(await exportBundle(dev, [{ productId: { plan: 'nosuch', type: 'x' } }]))).toMatchObject({
      status: 400,
      code: 'promotion_product_not_found',
    });
  });
});
