import { expect, type Page } from '@playwright/test';

/** One product's detail screen. */
export class ProductsDetailPage {
  constructor(private readonly page: Page) {}

  name() {
    return this.page.getByTestId('product-name');
  }

  field(label: string) {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  async textsIn(locale: 'en-US' | 'zh-HK') {
    await this.page.getByLabel(/Texts in|文字語言/).selectOption(locale);
  }

  async rename(name: string) {
    await this.page.getByRole('button', { name: 'Update', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Update product' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      this.page.getByTestId('toast-success').filter({ hasText: 'Update product successfully' }),
    ).toBeVisible();
  }

  async openEditor(editor: string) {
    await this.page.getByRole('link', { name: new RegExp(`^${editor}: `) }).click();
  }

  async delete() {
    await this.page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
}
