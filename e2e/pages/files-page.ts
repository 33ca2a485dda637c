import { expect, type Locator, type Page } from '@playwright/test';

export type UploadSpec = { name: string; mimeType: string; buffer: Buffer };

/** The file explorer, by what a user sees on it. */
export class FilesPage {
  constructor(
    private readonly page: Page,
    private readonly scope: Page | Locator = page,
  ) {}

  /** The explorer inside the picker dialog. */
  picker() {
    return new FilesPage(this.page, this.page.getByRole('dialog', { name: 'Select a file' }));
  }

  async open() {
    await this.page.goto('/files');
    await expect(this.page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  }

  async openBucket(name: string) {
    await this.scope.getByRole('button', { name: `Open bucket ${name}` }).click();
    await expect(this.breadcrumb().getByText(name, { exact: true })).toBeVisible();
  }

  breadcrumb() {
    return this.scope.getByRole('navigation', { name: 'Folder path' });
  }

  toolbarButton(name: string) {
    return this.scope.getByRole('toolbar', { name: 'File actions' }).getByRole('button', { name });
  }

  row(name: string) {
    return this.scope.getByTestId('file-row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async openFolder(name: string) {
    await this.row(name).dblclick();
    await expect(this.breadcrumb().getByText(name, { exact: true })).toBeVisible();
  }

  async rowAction(name: string, action: 'Open' | 'Download' | 'Edit' | 'Cut' | 'Delete') {
    await this.row(name)
      .getByRole('button', { name: `${action} ${name}` })
      .click();
  }

  async createFolder(name: string) {
    await this.toolbarButton('Create folder').click();
    const dialog = this.page.getByRole('dialog', { name: 'Create folder' });
    await dialog.getByLabel('Folder name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }

  uploadDialog() {
    return this.page.getByRole('dialog', { name: 'Upload files' });
  }

  async chooseFiles(files: UploadSpec[]) {
    await this.uploadDialog().getByTestId('upload-input').setInputFiles(files);
  }

  uploadItem(name: string) {
    return this.uploadDialog().getByTestId('upload-item').filter({ hasText: name });
  }

  async deleteWithConfirmation(name: string, warning?: string) {
    await this.rowAction(name, 'Delete');
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    if (warning) await expect(dialog.getByRole('alert')).toContainText(warning);
    // Spec 001 §5: the Delete button appears only once DELETE is typed.
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true }).first();
  }
}
