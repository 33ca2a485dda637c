import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';
import { FilesPage } from './pages/files-page';
import { UiEditorPage } from './pages/ui-editor-page';

const shot = (name: string) => ({ path: `/tmp/new-elements-shots/${name}.png`, fullPage: true });
const unique = Date.now().toString(36);

/** A fresh access token of the admin (e2e tokens live 5 s, so each call signs in first). */
function freshToken(page: Page) {
  return page.evaluate(
    async ({ username, password }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'query($u: String!, $p: String!) { token_2(tenantId: "test", clientId: "studio", username: $u, password: $p) { accessToken } }',
          variables: { u: username, p: password },
        }),
      });
      return ((await response.json()) as { data: { token_2: { accessToken: string } } }).data.token_2.accessToken;
    },
    { username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  );
}

/** Calls the API as the admin; returns the one result the mutation answers. */
async function api(page: Page, query: string, variables: Record<string, unknown>) {
  const token = await freshToken(page);
  return page.evaluate(
    async ({ query, variables, token }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as { data?: Record<string, { status: string; errors: string[] }> };
      return Object.values(answer.data ?? {})[0] ?? answer;
    },
    { query, variables, token },
  );
}

/** Uploads a real 320x120 PNG (drawn in the page) to a folder, public or private. */
async function uploadPng(page: Page, folder: string, name: string, isPublic: boolean) {
  const token = await freshToken(page);
  return page.evaluate(
    async ({ folder, name, isPublic, token }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 120;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, 320, 120);
      context.fillStyle = '#f59e0b';
      context.fillRect(20, 20, 120, 80);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png as Blob), 'image/png'));
      const form = new FormData();
      form.append('isPublic', String(isPublic));
      form.append('file', blob, name);
      const response = await fetch(`/api/v1/files/${folder}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return response.status;
    },
    { folder, name, isPublic, token },
  );
}

test('a landing page with an image, links and a divider, published and seen by visitors in both locales', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const folder = `landing_${unique}`;
  expect(await uploadPng(page, folder, 'hero.png', true)).toBe(200);
  expect(await uploadPng(page, folder, 'secret.png', false)).toBe(200);
  const appId = `landing${unique}`;
  const host = `landing-${unique}.test`;
  expect(
    await api(page, 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
      input: { appId, appName: 'Harbour Landing', host, appTemplateId: 'blank' },
    }),
  ).toMatchObject({ status: 'success' });
  expect(
    await api(
      page,
      'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }',
      {
        appId,
        config: {
          allowedLocales: ['en-US', 'zh-HK'],
          defaultLocale: 'en-US',
          guestLoginCredentials: { username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
          componentRoutes: [
            { path: '/', name: 'Home', component: 'HomePage' },
            { path: '/plans', name: 'Plans', component: 'HomePage' },
          ],
        },
      },
    ),
  ).toMatchObject({ status: 'success' });

  const editor = new UiEditorPage(page);
  await editor.open(appId);
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'HomePage' });
  await expect(editor.treeRow('Box')).toBeVisible();
  const texts = async (field: string, en: string, zh: string) => {
    await editor.tab('Content').click();
    await editor.inspector.getByLabel(`${field} · English (en-US)`).fill(en);
    await editor.inspector.getByLabel(`${field} · Chinese (zh-HK)`).fill(zh);
  };
  await editor.select('Headline');
  await texts('Text', 'Cover for every journey', '每段旅程都有保障');
  await editor.select('Text');
  await texts('Text', 'Travel insurance from Harbour Mutual.', '海港互助的旅遊保險。');

  // Image: a private file is refused with what to do; a public one is taken, with its alt text per locale.
  await editor.select('Box');
  await editor.galleryItem('JImage').click();
  await texts('Alternative text (read out instead of the image)', 'Our team', '我們的團隊');
  await editor.tab('Props').click();
  const pick = async (name: string) => {
    await editor.inspector.getByRole('button', { name: 'Choose a public file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the image' });
    const picker = new FilesPage(page, dialog);
    await picker.openFolder(folder);
    await picker.row(name).click();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await pick('secret.png');
  await expect(editor.inspector.getByRole('alert')).toHaveText(
    'secret.png is private: visitors of the app cannot see it. Make it public in the file explorer, then choose it again.',
  );
  await page.screenshot(shot('studio-image-private-en'));
  await pick('hero.png');
  await expect(editor.inspector.getByRole('alert')).toHaveCount(0);
  const canvasImage = editor.canvas.getByRole('img', { name: 'Our team' });
  await expect(canvasImage).toHaveJSProperty('complete', true);
  expect(await canvasImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

  // Divider, and two links: a web address (a script address is refused at its field) and an app page.
  await editor.select('Box');
  await editor.galleryItem('JDivider').click();
  await editor.select('Box');
  await editor.galleryItem('JLink').click();
  await texts('Text', 'About Harbour Mutual', '關於海港互助');
  await editor.tab('Props').click();
  const address = editor.inspector.getByLabel('Address', { exact: true });
  await address.fill('javascript:alert(1)');
  await address.blur();
  await expect(editor.inspector.getByRole('alert')).toHaveText(
    'A link goes to a page of the app (/path), http(s)://, mailto: or tel:.',
  );
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot(shot('studio-link-refused-en'));
  await address.fill('https://example.com/about');
  await address.blur();
  await expect(editor.inspector.getByRole('alert')).toHaveCount(0);
  await editor.tab('Content').click();
  await editor.inspector.getByLabel('Layer name').fill('About link');
  await editor.select('Box');
  await editor.galleryItem('JLink').click();
  await texts('Text', 'See our plans', '查看我們的計劃');
  await editor.tab('Props').click();
  await editor.inspector.getByLabel('Address', { exact: true }).fill('/plans');
  await editor.inspector.getByLabel('Address', { exact: true }).blur();
  // On the canvas a link selects; it never navigates the canvas.
  await editor.canvas.getByRole('link', { name: 'About Harbour Mutual' }).click();
  await expect(editor.canvas.getByRole('link', { name: 'See our plans' })).toBeVisible();
  await expect(editor.canvas.locator('hr')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await editor.select('Image');
  await editor.tab('Props').click();
  await page.screenshot(shot('studio-image-en'));

  // The same inspector and gallery in zh-HK.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await editor.open(appId);
  await page.getByLabel('元件', { exact: true }).selectOption({ label: 'HomePage' });
  for (const [type, name] of [
    ['JImage', '圖片'],
    ['JLink', '連結'],
    ['JDivider', '分隔線'],
  ] as const)
    await expect(page.locator(`[data-gallery-item="${type}"]`)).toContainText(name);
  // The layer of the image (a default name, said in the studio's language), then its file in the props tab.
  await page.getByRole('complementary', { name: '版面' }).getByRole('button', { name: '圖片', exact: true }).click();
  const inspector = page.getByRole('complementary', { name: '檢視器' });
  await inspector.getByRole('tab', { name: '屬性' }).click();
  await expect(inspector.getByRole('button', { name: '選擇公開檔案' })).toBeVisible();
  await page.screenshot(shot('studio-image-zh'));
  // A colour that is none is refused at its field in the theme modal, before anything is saved.
  await page.getByRole('button', { name: '主題', exact: true }).click();
  const theme = page.getByRole('dialog', { name: '主題' });
  await theme.getByRole('button', { name: '+ 新增' }).click();
  await expect(theme.getByText('請輸入顏色，例如 #1d4ed8。')).toBeVisible();
  await theme.getByLabel('值', { exact: true }).last().fill('notacolor');
  await expect(
    theme.getByText('「notacolor」不是顏色。請使用顏色，例如 #1d4ed8、rgb(29 78 216) 或 teal。'),
  ).toBeVisible();
  await theme.getByRole('button', { name: '儲存' }).click();
  await expect(theme.getByRole('alert')).toHaveText('部分顏色不是瀏覽器可顯示的顏色：請修正以紅色標示的欄位。');
  await page.screenshot(shot('studio-theme-colour-zh'));
  await theme.getByRole('button', { name: '取消' }).click();
  await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));

  // Published (the checks pass), then seen as a visitor at the app's host.
  expect(
    await api(page, 'mutation($appId: String!) { publishApp(appId: $appId) { status errors } }', { appId }),
  ).toMatchObject({ status: 'success' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?hostOverride=${host}`);
  await expect(page.getByRole('heading', { name: 'Cover for every journey' })).toBeVisible();
  const hero = page.getByRole('img', { name: 'Our team' });
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(page.locator('main hr')).toBeVisible();
  const about = page.getByRole('link', { name: 'About Harbour Mutual' });
  await expect(about).toHaveAttribute('href', 'https://example.com/about');
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('rel', /noopener/);
  await page.screenshot(shot('published-en-1280'));
  await page.getByRole('link', { name: 'See our plans' }).click();
  await expect(page).toHaveURL(new RegExp(`/plans\\?hostOverride=${host}`));
  await expect(page.getByRole('img', { name: 'Our team' })).toBeVisible();

  await page.goto(`/?hostOverride=${host}&locale=zh-HK`);
  await expect(page.getByRole('heading', { name: '每段旅程都有保障' })).toBeVisible();
  await expect(page.getByRole('img', { name: '我們的團隊' })).toBeVisible();
  await expect(page.getByRole('link', { name: '關於海港互助' })).toBeVisible();
  await page.screenshot(shot('published-zh-1280'));
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot('published-zh-390'));
  await expectNoEnglish(page, { allow: ['Harbour Landing', 'Home', 'Plans'] });
});
