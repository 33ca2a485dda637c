import { expect, type Locator, type Page } from '@playwright/test';

/** The templates list, its create modal and the shared editor shell, by what a user sees. */
export class TemplatesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/templates');
    await expect(this.page.locator('h1')).toBeVisible();
  }

  /** Creates a template through the create modal; `typeLabel` is the option's visible label. */
  async create(texts: { create: string; name: string; typeLabel: string; submit: string }) {
    await this.page.getByRole('button', { name: texts.create }).first().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill(texts.name);
    await dialog.getByRole('combobox').selectOption({ label: texts.typeLabel });
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Searches by name and opens the template's editor from its row. */
  async openEditor(name: string) {
    await this.page.getByRole('searchbox').fill(name);
    await this.page.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { name })).toBeVisible();
  }

  section(title: string): Locator {
    return this.page.locator('details').filter({ has: this.page.locator('summary', { hasText: title }) });
  }

  async openSection(title: string) {
    const section = this.section(title);
    if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open)))
      await section.locator('summary').click();
    return section;
  }

  /** Picks a path in the Liquid picker: each name clicked in turn (the last is the leaf), then Insert. */
  async pick(path: string[], texts: { open: string; insert: string }) {
    await this.page.getByRole('button', { name: texts.open }).click();
    const dialog = this.page.getByRole('dialog');
    for (const name of path) await dialog.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
    await dialog.getByRole('button', { name: texts.insert, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  debugConsole(): Locator {
    return this.page.getByTestId('debug-console');
  }
}
