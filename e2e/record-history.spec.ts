import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { studioGraphql } from './studio-graphql';

const SHOTS = '/tmp/shots-history';
mkdirSync(SHOTS, { recursive: true });

type Texts = {
  history: string;
  panel: string;
  restoreVersion1: string;
  restore: string;
  comparing: (from: number, to: number) => string;
  sameAsV1: string;
};
const TEXTS: Record<'en-US' | 'zh-HK', Texts> = {
  'en-US': {
    history: 'History',
    panel: 'Version history',
    restoreVersion1: 'Restore version 1',
    restore: 'Restore',
    comparing: (from, to) => `Changes from version ${from} to version ${to}`,
    sameAsV1: 'same as version 1',
  },
  'zh-HK': {
    history: '版本記錄',
    panel: '版本記錄',
    restoreVersion1: '還原第 1 版',
    restore: '還原',
    comparing: (from, to) => `由第 ${from} 版至第 ${to} 版的變更`,
    sameAsV1: '與第 1 版相同',
  },
};

const rule = (rate: number) => JSON.stringify({ '*': [{ var: 'sumInsured' }, rate] });

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  const answer = await studioGraphql(page, query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as Record<string, { status?: string; id?: string; createdStatus?: { id: string } }>;
}

async function useLocale(page: Page, locale: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
}

/** Screenshots of an open history panel at 1280 and 390 px; at 390 the panel fits the width. */
async function shoot(page: Page, panel: Locator, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => panel.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openHistory(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.history, exact: true }).click();
  const panel = page.getByRole('dialog', { name: texts.panel });
  await expect(panel.locator('li[data-version]').first()).toBeVisible();
  return panel;
}

for (const locale of ['en-US', 'zh-HK'] as const) {
  const texts = TEXTS[locale];

  test(`rule history (${locale}): three saves, compare, restore the first as a new version`, async ({ page }) => {
    const id = { plan: uniqueName('history'), type: 'term_life', version: '1' };
    await gql(
      page,
      'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
      {
        product: { productId: id, insurerId: 'harbour_mutual' },
      },
    );
    for (const rate of [0.001, 0.002, 0.003])
      await gql(
        page,
        'mutation($p: productIdInput!, $i: priceLogicInput!) { updatePriceLogic(productId: $p, input: $i) { status } }',
        { p: id, i: { amountLogic: rule(rate) } },
      );
    await useLocale(page, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/products/detail/pricing/${id.plan}/${id.type}/${id.version}`);
    const editor = page.getByRole('textbox').first();
    await expect(page.locator('body')).toContainText('0.003');

    const panel = await openHistory(page, texts);
    await expect(panel.locator('li[data-version]')).toHaveCount(3);
    await expect(panel.getByText(texts.comparing(2, 3))).toBeVisible();
    const diff = panel.getByTestId('version-diff');
    await expect(diff.locator('tr[data-kind="removed"]')).toContainText('0.002');
    await expect(diff.locator('tr[data-kind="added"]')).toContainText('0.003');
    await shoot(page, panel, `rule-${locale}`);

    await panel.getByRole('button', { name: texts.restoreVersion1 }).click();
    const confirm = panel.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/rule-${locale}-confirm-1280.png` });
    await confirm.getByRole('button', { name: texts.restore, exact: true }).click();
    await expect(panel.locator('li[data-version]')).toHaveCount(4);
    await expect(panel.locator('li[data-version="4"]')).toContainText(texts.sameAsV1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).toContainText('0.001');
    await expect(editor).toBeVisible();

    // What was restored is what the server holds, and the change is in the audit trail.
    const stored = await gql(
      page,
      'query($where: productWhereInput) { products_2(where: $where) { list { recordId } } }',
      { where: { id_in: [id] } },
    );
    const recordId = (stored.products_2 as unknown as { list: Array<{ recordId: string }> }).list[0]?.recordId;
    const log = await gql(
      page,
      'query($w: auditWhereInput) { auditLog(where: $w, limit: 1) { list { requestOperation afterJson } } }',
      {
        w: { recordType: 'product', recordId },
      },
    );
    const [newest] = (log.auditLog as unknown as { list: Array<{ afterJson: string }> }).list;
    expect(JSON.parse(newest?.afterJson ?? '{}').amount_logic).toBe(rule(0.001));
  });

  test(`history panels of a rate table, a CMS config and a UI component (${locale})`, async ({ page }) => {
    const id = { plan: uniqueName('history_panels'), type: 'term_life', version: '1' };
    await gql(
      page,
      'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
      {
        product: { productId: id, insurerId: 'harbour_mutual' },
      },
    );
    const table = (version: number) => ({
      name: 'rates',
      description: `Rates v${version}`,
      inputs: [{ name: 'age', kind: 'band' }],
      outputs: ['rate'],
      rows: [{ cells: ['18', '40', `1.${version}0`] }],
    });
    await gql(
      page,
      'mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status } }',
      {
        p: id,
        i: table(1),
      },
    );
    for (const version of [2, 3])
      await gql(
        page,
        'mutation($p: productIdInput!, $n: String!, $i: rateTableInput!) { updateRateTable(productId: $p, name: $n, input: $i) { status } }',
        { p: id, n: 'rates', i: table(version) },
      );
    const appId = `history${Date.now().toString(36)}`;
    await gql(page, 'mutation($input: createAppInput!) { createApp(input: $input) { status } }', {
      input: { appId, appName: 'History app' },
    });
    for (const version of [1, 2, 3])
      await gql(
        page,
        'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status } }',
        {
          appId,
          config: {
            allowedLocales: ['en-US', 'zh-HK'],
            defaultLocale: 'en-US',
            componentRoutes: [{ path: '/', name: 'home', component: `Home${version}` }],
          },
        },
      );
    const created = await gql(
      page,
      'mutation($input: createComponentInput!) { createComponent(input: $input) { status createdStatus { id } } }',
      {
        input: {
          appId,
          name: 'Hero',
          componentJsonString: '{}',
          version: { framework: 'vue', version: '2.6.11' },
          vueTemplate: '<div class="p-6"><p>Hello v1</p></div>',
        },
      },
    );
    const componentId = created.createComponent?.createdStatus?.id as string;
    for (const version of [2, 3])
      await gql(
        page,
        'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status } }',
        {
          id: componentId,
          input: { vueTemplate: `<div class="p-6"><p>Hello v${version}</p></div>` },
        },
      );

    await useLocale(page, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    const screens = [
      { name: 'rate-table', url: `/products/detail/rateTables/${id.plan}/${id.type}/${id.version}`, versions: 3 },
      // createApp saves the app's first config: it and the three saves above.
      { name: 'cms-config', url: `/apps/detail/config/${appId}`, versions: 4 },
      { name: 'component', url: `/ui-editor/${appId}?component=${componentId}`, versions: 3 },
    ];
    for (const screen of screens) {
      await page.goto(screen.url);
      const panel = await openHistory(page, texts);
      await expect(panel.locator('li[data-version]')).toHaveCount(screen.versions);
      await expect(panel.getByText(texts.comparing(screen.versions - 1, screen.versions))).toBeVisible();
      await expect(panel.getByTestId('version-diff').locator('tr[data-kind="added"]').first()).toBeVisible();
      await shoot(page, panel, `${screen.name}-${locale}`);
      await page.keyboard.press('Escape');
    }
  });
}
