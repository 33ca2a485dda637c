import type { Page } from '@playwright/test';

type BenefitFields = {
  typeId?: string;
  name?: string;
  kind?: 'Fixed value' | 'Defined options' | 'Manual user input';
  optionKey?: string;
  parentOptionKeys?: string;
  valueType?: string;
  value?: string;
  currency?: string;
};

/** The benefits editor: tree, add modal and update side panel. */
export class ProductsBenefitsPage {
  constructor(private readonly page: Page) {}

  benefit(typeId: string) {
    return this.page.getByTestId(`benefit-${typeId}`);
  }

  option(typeId: string, optionKey: string) {
    return this.page.getByTestId(`option-${typeId}-${optionKey}`);
  }

  /** The row of a benefit itself (not its children). */
  benefitRow(typeId: string) {
    return this.benefit(typeId).locator('> div').first();
  }

  async textsIn(locale: 'en-US' | 'zh-HK') {
    await this.page.getByLabel(/Texts in|文字語言/).selectOption(locale);
  }

  async fill(fields: BenefitFields) {
    const dialog = this.page.getByRole('dialog');
    if (fields.typeId !== undefined) {
      await dialog.getByLabel(/^Type id/).fill(fields.typeId);
      await dialog.getByLabel(/^Type id/).blur();
    }
    if (fields.name !== undefined) await dialog.getByLabel(/^Name/).fill(fields.name);
    if (fields.kind) await dialog.getByLabel(fields.kind).check();
    if (fields.optionKey !== undefined) {
      await dialog.getByLabel(/^Option key/).fill(fields.optionKey);
      await dialog.getByLabel(/^Option key/).blur();
    }
    if (fields.parentOptionKeys !== undefined)
      await dialog.getByLabel(/^Parent option keys/).fill(fields.parentOptionKeys);
    if (fields.valueType) await dialog.getByLabel('Value type').selectOption(fields.valueType);
    if (fields.value !== undefined) await dialog.getByLabel(/^Value$/).fill(fields.value);
    if (fields.currency) await dialog.getByLabel('Currency').selectOption(fields.currency);
  }

  async add() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  }
}
