import { expect, test } from './fixtures';
import { AppsPage, closeToast } from './pages/apps-page';

const shot = (name: string) => ({ path: `/tmp/apps-${name}.png`, fullPage: true });
/** Each run starts on a fresh database, but names stay unique so a spec never meets another's data. */
const unique = () => Date.now().toString(36);

test('an app from creation to deletion: derived id, new domain, info card, update', async ({ page }) => {
  const apps = new AppsPage(page);
  const run = unique();
  await apps.open();
  // A free host of the tenant, so the form starts on "choose a domain" (the studio's own hosts are never offered).
  const freeHost = await page.evaluate(async (host) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('studio.accessToken')}`,
      },
      body: JSON.stringify({ query: `mutation { addHostToTenantSettings(host: "${host}") { status } }` }),
    });
    return ((await response.json()) as { data: { addHostToTenantSettings: { status: string } } }).data;
  }, `free-${run}.studio.test`);
  expect(freeHost.addHostToTenantSettings.status).toBe('success');
  await apps.openCreate();
  const modal = apps.dialog('Create a new app');

  // Spec 002 §5: name, app id and host are required.
  await modal.getByRole('button', { name: '+ Add new domain' }).click();
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal.getByText('This field is required')).toHaveCount(3);

  // The app id follows the name in camel case, and is camel-cased again on blur.
  await modal.getByLabel(/^Name/).fill(`Travel Portal ${run}`);
  await expect(modal.getByLabel(/^App ID/)).toHaveValue(`travelPortal${run.charAt(0).toUpperCase()}${run.slice(1)}`);
  await modal.getByLabel(/^App ID/).fill(`travel portal-${run}`);
  await modal.getByLabel(/^App ID/).blur();
  const appId = `travelPortal${run.charAt(0).toUpperCase()}${run.slice(1)}`;
  await expect(modal.getByLabel(/^App ID/)).toHaveValue(appId);

  // The subdomain is kebab-cased on blur and joined with the fixed test domain.
  await modal.getByLabel(/^Subdomain/).fill(`Travel Portal ${run}`);
  await modal.getByLabel(/^Subdomain/).blur();
  await expect(modal.getByLabel(/^Subdomain/)).toHaveValue(`travel-portal-${run}`);
  const host = `travel-portal-${run}.studio.test`;
  await expect(modal.getByText(`The app answers at ${host}/.*`)).toBeVisible();
  await modal.getByLabel(/^Start from/).selectOption('client_portal');
  await page.screenshot(shot('create-modal'));
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await closeToast(page, `Domain ${host} added`);
  await closeToast(page, 'App created');
  await expect(modal).toBeHidden();

  // Listed by name (linking to its card) and id.
  const link = page.getByRole('link', { name: `Travel Portal ${run}` });
  await expect(link).toBeVisible();
  await expect(page.getByRole('cell', { name: appId, exact: true })).toBeVisible();
  await page.screenshot(shot('list'));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/apps/detail/${appId}$`));
  await expect(page.getByTestId('app-name')).toHaveText(`Travel Portal ${run}`);
  await expect(apps.field('App ID')).toHaveText(appId);
  await expect(apps.field('URL')).toHaveText(`${host}/.*`);
  await expect(apps.field('Start from')).toHaveText('Client portal');
  await expect(apps.field('Created')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} by admin@studio\.test$/);
  await expect(apps.field('Updated')).toHaveText(/ by admin@studio\.test$/);
  await page.screenshot(shot('detail'));

  // Update: every field of the form, with its checks.
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const update = apps.dialog('Update app');
  await update.getByLabel(/^Name your app/).fill('');
  await update.getByLabel('Login invitation email from').fill('not-an-email');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update.getByText('This field is required')).toBeVisible();
  await expect(update.getByText('Enter a valid email address')).toBeVisible();
  await update.getByLabel(/^Name your app/).fill(`Travel Hub ${run}`);
  await update.getByLabel('URL including regex pattern').fill(`${host}/quote.*`);
  await update.getByLabel('Login invitation email from').fill('hello@travel.test');
  await update.getByLabel('Login invitation email name').fill('Travel Hub');
  await update.getByRole('button', { name: 'Update' }).click();
  await closeToast(page, 'App updated');
  await expect(page.getByTestId('app-name')).toHaveText(`Travel Hub ${run}`);
  await expect(apps.field('URL')).toHaveText(`${host}/quote.*`);
  await expect(apps.field('Account invitation email from')).toHaveText('hello@travel.test');
  await expect(apps.field('Account invitation email name')).toHaveText('Travel Hub');

  // Delete: the spec's wording; cancel keeps it, delete returns to the list.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const remove = apps.dialog('Delete app');
  await expect(remove).toContainText("Do you really want to delete this app? This action can't be reverted.");
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await closeToast(page, 'App deleted');
  await expect(page.getByRole('link', { name: `Travel Hub ${run}` })).toHaveCount(0);

  // The freed domain is offered again.
  await apps.openCreate();
  await expect(modal.getByLabel(/^Domain/).locator('option', { hasText: host })).toHaveCount(1);
});

test('the CMS config editor: JSON and schema problems, save, unsaved prompts, no top bar', async ({ page }) => {
  const apps = new AppsPage(page);
  const appId = `configured${unique()}`;
  await apps.open();
  await apps.createThroughApi([{ appId, appName: 'Configured' }]);
  await page.goto(`/apps/detail/${appId}`);
  await page.getByRole('link', { name: 'CMS config: Edit config' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/detail/config/${appId}$`));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'CMS config of Configured' })).toBeVisible();
  await expect(apps.editor()).toContainText('"allowedLocales"');
  await expect(apps.editor()).toContainText('"componentRoutes"');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Not JSON: the spec's message, and nothing is sent.
  await apps.typeConfig('{ "defaultLocale": ');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Oops, something wrong with the JSON\. / })).toBeVisible();
  await page.screenshot(shot('config-json-error'));

  // JSON that does not fit the schema: each problem at its path.
  await apps.typeConfig(
    JSON.stringify({ defaultLocale: 'en-US', componentRoutes: [{ path: 'home' }], colour: 'red' }, null, 2),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'The config does not fit its schema:' });
  await expect(problems).toContainText("componentRoutes[0].path: must start with '/'");
  await expect(problems).toContainText('colour: is not a field of the CMS config');
  await page.screenshot(shot('config-schema-error'));

  // A valid config saves; the saved text is the new baseline.
  const config = {
    allowedLocales: ['en-US', 'zh-HK'],
    defaultLocale: 'zh-HK',
    componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
    head: { title: 'Configured' },
  };
  await apps.typeConfig(JSON.stringify(config, null, 2));
  await page.getByRole('button', { name: 'Save' }).click();
  await closeToast(page, 'Config saved');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(apps.editor()).toContainText('"defaultLocale": "zh-HK"');
  await expect(apps.editor()).toContainText('"title": "Configured"');

  // Leaving with changes asks first; dismissing stays, accepting leaves.
  await apps.typeConfig('{}');
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect.poll(() => prompts).toEqual(['Do you really want to leave? you have unsaved changes!']);
  await expect(page).toHaveURL(new RegExp(`/apps/detail/config/${appId}$`));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/detail/${appId}$`));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the list pages by ten; an unknown app returns to the list', async ({ page }) => {
  const apps = new AppsPage(page);
  const run = unique();
  await apps.open();
  await apps.createThroughApi(
    Array.from({ length: 11 }, (_, index) => ({ appId: `paged${run}${index}`, appName: `Paged ${run} ${index}` })),
  );
  await page.reload();
  await expect(apps.total()).toHaveText(/^\d+$/);
  const total = Number(await apps.total().textContent());
  expect(total).toBeGreaterThanOrEqual(11);
  const paging = page.getByRole('navigation', { name: 'Pages of apps' });
  await expect(paging.getByText(`Showing 1–10 of ${total}`)).toBeVisible();
  // Newest first: the last one created leads.
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: /^Paged / })
      .first(),
  ).toHaveText(`Paged ${run} 10`);
  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(paging.getByText(`Showing 11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Paged ${run} 0`, exact: true })).toBeVisible();

  await page.goto('/apps/detail/noSuchApp');
  await expect(page).toHaveURL(/\/apps$/);
  await closeToast(page, 'The app noSuchApp could not be loaded.');
});

test('the apps area in zh-HK', async ({ page }) => {
  const apps = new AppsPage(page);
  await apps.open();
  await page.getByLabel('Language').first().selectOption('zh-HK');
  await expect(page.getByRole('heading', { name: /^應用程式/ })).toBeVisible();
  await page
    .getByRole('button', { name: /建立應用程式|新增應用程式/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: '建立新的應用程式' });
  await expect(modal.getByRole('button', { name: '+ 新增網域' })).toBeVisible();
  await modal.getByRole('button', { name: '建立', exact: true }).click();
  await expect(modal.getByText('此欄位必須填寫').first()).toBeVisible();
  await page.screenshot(shot('create-modal-zh'));
  await modal.getByRole('button', { name: '取消' }).click();
  await page.getByLabel('語言').first().selectOption('en-US');
  await expect(page.getByRole('heading', { name: /^Apps/ })).toBeVisible();
});
