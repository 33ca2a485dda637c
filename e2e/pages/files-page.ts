import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../env';

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

  /**
   * Seeds a folder of `count` small files named file-0000.txt onwards through the API, 10 to a request.
   * Its own sign-in, renewed when the short e2e access token expires, leaves the page's session alone.
   */
  async seedFolder(folder: string, count: number) {
    await this.page.evaluate(
      async ({ folder, count, username, password }) => {
        const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await fetch('/graphql', {
            method: 'POST',
            headers,
            body: JSON.stringify({ query, variables }),
          });
          return (await response.json()) as { data: Record<string, { accessToken?: string; status?: string }> };
        };
        const signIn = async () =>
          (
            await graphql(
              'query($u: String!, $p: String!) { token_2(tenantId: "test", clientId: "studio", username: $u, password: $p) { accessToken } }',
              { u: username, p: password },
            )
          ).data.token_2?.accessToken ?? '';
        let token = await signIn();
        const created = await graphql(
          'mutation($key: String!) { createFolder(key: $key) { status } }',
          { key: folder },
          token,
        );
        if (created.data.createFolder?.status !== 'success')
          throw new Error(`createFolder: ${JSON.stringify(created)}`);
        const upload = async (batch: number): Promise<void> => {
          const form = new FormData();
          for (let index = batch * 10; index < Math.min(count, batch * 10 + 10); index += 1) {
            form.append(
              'file',
              new Blob([`file ${index}`], { type: 'text/plain' }),
              `file-${String(index).padStart(4, '0')}.txt`,
            );
          }
          const sentWith = token;
          const response = await fetch(`/api/v1/files/${folder}/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${sentWith}` },
            body: form,
          });
          if (response.status === 401) {
            if (token === sentWith) token = await signIn();
            return upload(batch);
          }
          if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
        };
        const batches = Array.from({ length: Math.ceil(count / 10) }, (_, batch) => batch);
        // Four requests at a time.
        for (let next = 0; next < batches.length; next += 4)
          await Promise.all(batches.slice(next, next + 4).map(upload));
      },
      { folder, count, username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
    );
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true }).first();
  }
}
