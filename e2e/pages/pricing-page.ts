import { expect, type Locator, type Page } from '@playwright/test';

type ProductId = { plan: string; type: string; version: string };
const path = (aspect: string, id: ProductId) => `/products/detail/${aspect}/${id.plan}/${id.type}/${id.version}`;

/** The pricing and underwriting editors: code editor, test panel, test cases, version comparison. */
export class PricingEditorPage {
  constructor(private readonly page: Page) {}

  async open(id: ProductId, aspect: 'pricing' | 'underwriting' = 'pricing') {
    await this.page.goto(path(aspect, id));
    await expect(this.page.getByRole('heading', { name: 'Test with variables' })).toBeVisible();
  }

  editor(): Locator {
    return this.page.getByRole('textbox', { name: /logic \(JSON-logic\)|rules \(JSON-logic\)/ });
  }

  async typeRule(rule: string) {
    await this.editor().click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(rule);
  }

  errorBar(): Locator {
    return this.page.getByTestId('rule-error-bar');
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  async extractVariables() {
    await this.page.getByRole('button', { name: 'Extract Variables' }).click();
  }

  variable(name: string): Locator {
    return this.page.getByLabel(new RegExp(`^${name}`));
  }

  async test(discountCodes = '') {
    await this.page.getByLabel('Discount codes (comma separated)').fill(discountCodes);
    await this.page.getByRole('button', { name: 'Test', exact: true }).click();
  }

  amount(): Locator {
    return this.page.getByTestId('quote-amount');
  }

  breakdown(): Locator {
    return this.page.getByTestId('quote-breakdown');
  }

  trace(): Locator {
    return this.page.getByTestId('trace-tree');
  }

  async saveAsCase(name: string) {
    await this.page.getByRole('button', { name: 'Save as case' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  }

  caseRows(): Locator {
    return this.page.getByTestId('case-row');
  }
}

/** Discount codes and loading codes pages. */
export class CodesPage {
  constructor(private readonly page: Page) {}

  async open(kind: 'discountsCodes' | 'loadingsCodes', id: ProductId) {
    await this.page.goto(path(kind, id));
    await expect(this.page.getByPlaceholder('Search name, code...')).toBeVisible();
  }

  async add(fields: {
    code: string;
    name: string;
    kind: 'Ratio' | 'Flat' | 'Custom';
    value: string;
    condition?: string;
  }) {
    await this.page.getByRole('button', { name: /^\+ Add (discount|loading) code$/ }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(/^Code/).fill(fields.code);
    await dialog.getByLabel(/^Name/).fill(fields.name);
    await dialog.getByLabel('Kind').selectOption({ label: fields.kind });
    if (fields.kind === 'Ratio') await dialog.getByLabel(/^Percentage/).fill(fields.value);
    if (fields.kind === 'Flat') await dialog.getByLabel(/^Amount/).fill(fields.value);
    if (fields.condition) {
      await dialog.getByRole('textbox', { name: /^Applies when/ }).click();
      await this.page.keyboard.insertText(fields.condition);
    }
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }

  rows(): Locator {
    return this.page.getByTestId('code-row');
  }
}

/** The releases page and its modals. */
export class ReleasesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/releases');
    await expect(this.page.getByRole('heading', { name: 'Releases' })).toBeVisible();
  }

  async create(name: string, description: string, versions: string[]) {
    await this.page.getByRole('button', { name: '+ Create Release' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Description/).fill(description);
    for (const version of versions) await dialog.getByRole('checkbox', { name: new RegExp(version) }).check();
    await dialog.getByRole('button', { name: 'Release Product' }).click();
  }

  row(name: string): Locator {
    return this.page.getByTestId('release-row').filter({ hasText: name });
  }
}
