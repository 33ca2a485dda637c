import { expect, type Locator, type Page } from '@playwright/test';

/** The products list and its create modal, by what a user sees. */
export class ProductsListPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/products');
    await expect(this.page.getByRole('heading', { name: /^Products/ })).toBeVisible();
  }

  total() {
    return this.page.getByTestId('products-total');
  }

  row(plan: string, type: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: plan }) })
      .filter({ hasText: type });
  }

  /** The plan / type of each row on the current page, top to bottom. */
  async groupLabels(): Promise<string[]> {
    const toggles = this.page.getByRole('button', { name: /^Show the versions of / });
    return toggles.evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace('Show the versions of ', '')),
    );
  }

  showing(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages of plans and types' }).getByText(/^Showing /);
  }

  /** Creates named products through the API as the signed-in admin: many at once, faster than the modal. */
  async createThroughApi(
    products: Array<{
      plan: string;
      type: string;
      version: string;
      name: string;
      insurerId: string;
      benefitInputs?: Array<Record<string, unknown>>;
    }>,
  ) {
    await this.page.evaluate(async (items) => {
      // The studio keeps its access token under this key (STORAGE_KEYS.accessToken in @carrier/contracts).
      const token = localStorage.getItem('studio.accessToken');
      const call = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        const answer = await response.json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      };
      for (const { plan, type, version, name, insurerId, benefitInputs } of items) {
        await call(
          'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
          {
            product: { productId: { plan, type, version }, insurerId, benefitInputs },
          },
        );
        await call('mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }', {
          l10n: { key: `products-${plan}|${version}|${type}-name`, locale: 'en-US', value: name },
        });
      }
    }, products);
  }

  async expand(plan: string, type: string) {
    await this.page.getByRole('button', { name: `Show the versions of ${plan} / ${type}` }).click();
  }

  modal(): Locator {
    return this.page.getByRole('dialog');
  }

  async fillCreateForm(fields: { name?: string; plan?: string; type?: string; version?: string; insurer?: string }) {
    const modal = this.modal();
    if (fields.name !== undefined) await modal.getByLabel(/^Name/).fill(fields.name);
    if (fields.plan !== undefined) await modal.getByLabel(/^Plan/).fill(fields.plan);
    if (fields.type !== undefined) await modal.getByLabel(/^Type/).fill(fields.type);
    if (fields.version !== undefined) await modal.getByLabel(/^Version/).fill(fields.version);
    if (fields.insurer !== undefined) await modal.getByLabel(/^Insurer/).selectOption({ label: fields.insurer });
  }

  async typeBenefitsJson(json: string) {
    const modal = this.modal();
    await modal.getByLabel('Add benefits with a JSON file').check();
    const editor = modal.getByRole('textbox', { name: 'Benefits JSON' });
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(json);
  }

  async submitCreate() {
    await this.modal().getByRole('button', { name: 'Create', exact: true }).click();
  }
}

/** Waits for a toast with this text, then closes it so the next one with the same text is a new one. */
export async function seeToast(page: Page, text: string) {
  const toast = page.getByTestId(/^toast-/).filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}
