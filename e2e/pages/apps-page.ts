import { expect, type Locator, type Page } from '@playwright/test';

/** The apps list, its create modal, the app info card and the config editor, by what a user sees. */
export class AppsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/apps');
    await expect(this.page.getByRole('heading', { name: /^Apps/ })).toBeVisible();
  }

  total(): Locator {
    return this.page.getByTestId('apps-total');
  }

  dialog(name?: string): Locator {
    return name ? this.page.getByRole('dialog', { name }) : this.page.getByRole('dialog');
  }

  async openCreate() {
    await this.page
      .getByRole('button', { name: /Create app|Add new app/ })
      .first()
      .click();
    await expect(this.dialog('Create a new app')).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  /** Creates apps through the API as the signed-in admin: many at once, faster than the modal. */
  async createThroughApi(apps: Array<{ appId: string; appName: string }>) {
    await this.page.evaluate(async (items) => {
      // The studio keeps its access token under this key (STORAGE_KEYS.accessToken in @carrier/contracts).
      const token = localStorage.getItem('studio.accessToken');
      for (const input of items) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }',
            variables: { input },
          }),
        });
        const answer = await response.json();
        if (answer.data?.createApp?.status !== 'success') throw new Error(JSON.stringify(answer));
      }
    }, apps);
  }

  /** Replaces the text of the config editor. */
  async typeConfig(text: string) {
    const editor = this.page.getByRole('textbox', { name: 'CMS config JSON' });
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(text);
  }

  editor(): Locator {
    return this.page.locator('.cm-content');
  }
}

/** Waits for a toast with this text, then closes it so the next one with the same text is a new one. */
export async function closeToast(page: Page, text: string | RegExp) {
  const toast = page.getByTestId(/^toast-/).filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}
