import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { mailedPasswordToken } from './mail-outbox';
import { LoginPage } from './pages/login-page';
import { studioGraphql } from './studio-graphql';

const PASSWORD = 'approvals-e2e-password';
const SHOTS = '/tmp/shots-approvals';
mkdirSync(SHOTS, { recursive: true });
const SETTINGS = `mutation($input: approvalSettingsInput!) { updateApprovalSettings(input: $input) { releases publishes } }`;

const TEXTS = {
  'en-US': {
    createRelease: 'Create Release',
    name: /^Name/,
    releaseProduct: 'Release Product',
    submitted: 'Submitted for approval',
    approvals: 'Approvals',
    approve: 'Approve',
    approved: 'Approved: it took effect.',
    approvedBadge: 'Approved',
    releases: 'Releases',
    notices: '1 decision on your requests',
    noticesTitle: 'Decisions on your requests',
    dismiss: 'Dismiss',
  },
  'zh-HK': {
    createRelease: '建立發佈',
    name: /^名稱/,
    releaseProduct: '發佈產品',
    submitted: '已提交審批',
    approvals: '審批',
    approve: '批准',
    approved: '已批准，改動已生效。',
    approvedBadge: '已批准',
    releases: '發佈',
    notices: '你的申請有 1 項決定',
    noticesTitle: '你的申請的決定',
    dismiss: '標示為已讀',
  },
} as const;

/** A user of tenant `test` with these roles: invited by the admin, password chosen through the link. */
async function addUser(admin: Page, name: string, roles: string[]): Promise<string> {
  const email = `${name}@approvals.test`;
  const invited = await studioGraphql(
    admin,
    `mutation($email: String!, $roles: [String!]!) { inviteUser(email: $email, roles: $roles) { status errors } }`,
    {
      email,
      roles,
    },
  );
  expect(invited.errors).toBeUndefined();
  const reset = await studioGraphql<{ resetPassword: { status: string } }>(
    admin,
    `mutation($token: String!, $password: String!) { resetPassword(tenantId: "test", token: $token, newPassword: $password) { status errors } }`,
    { token: mailedPasswordToken(email), password: PASSWORD },
  );
  expect(reset.data?.resetPassword.status).toBe('success');
  return email;
}

/** A fresh browser session signed in as `email`, in `locale`. */
async function signedIn(browser: Browser, email: string, locale: keyof typeof TEXTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.open();
  await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`an editor submits a release, an approver approves it, a viewer sees it released (${locale})`, async ({
    page: admin,
    browser,
  }) => {
    const texts = TEXTS[locale];
    const id = uniqueName('appr');
    const editor = await addUser(admin, `${id}_editor`, ['editor']);
    const approver = await addUser(admin, `${id}_approver`, ['approver']);
    const viewer = await addUser(admin, `${id}_viewer`, ['viewer']);
    const product = { plan: id, type: 'single_trip', version: '1' };
    const created = await studioGraphql(
      admin,
      `mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }`,
      {
        product: { productId: product, insurerId: 'harbour_mutual' },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(
      (await studioGraphql(admin, SETTINGS, { input: { releases: true, publishes: false } })).errors,
    ).toBeUndefined();
    const releaseName = `Release ${id}`;
    try {
      const maker = await signedIn(browser, editor, locale);
      await maker.goto('/releases');
      await maker.getByRole('button', { name: texts.createRelease }).click();
      await maker.getByLabel(texts.name).fill(releaseName);
      await maker.getByRole('checkbox', { name: new RegExp(`${id}/single_trip/1`) }).check();
      await maker.getByRole('button', { name: texts.releaseProduct }).click();
      await expect(maker.getByText(texts.submitted)).toBeVisible();
      // Nothing is released yet: the release waits above the list.
      await expect(maker.getByTestId('pending-releases')).toContainText(releaseName);
      await expect(maker.getByRole('table').getByText(releaseName)).toHaveCount(0);

      const checker = await signedIn(browser, approver, locale);
      const section = checker.getByTestId('approvals-section');
      await expect(section.getByRole('heading', { name: texts.approvals, exact: true })).toBeVisible();
      const request = section.getByTestId('approval-request').filter({ hasText: releaseName });
      await request.getByRole('button', { name: texts.approve }).click();
      const dialog = checker.getByRole('dialog');
      await dialog.getByRole('textbox').fill('OK');
      await dialog.getByRole('button', { name: texts.approve }).click();
      await expect(checker.getByText(texts.approved)).toBeVisible();
      await expect(request).toHaveCount(0);

      // The maker is told: their request reads approved.
      await maker.goto('/dashboard');
      const mine = maker.getByTestId('approval-request').filter({ hasText: releaseName });
      await expect(mine.getByTestId('approval-status')).toHaveText(texts.approvedBadge);
      // The top bar's bell, on every page and width, until the maker dismisses the decision.
      for (const width of [1280, 390]) {
        await maker.setViewportSize({ width, height: 800 });
        await maker.getByRole('button', { name: texts.notices }).click();
        const notice = maker.getByRole('dialog', { name: texts.noticesTitle });
        await expect(notice.getByTestId('approval-request')).toContainText(releaseName);
        await expect(notice.getByTestId('approval-request')).toContainText('OK');
        await maker.screenshot({ path: `${SHOTS}/${locale}-notice-${width}.png` });
        await maker.keyboard.press('Escape');
        await maker.screenshot({ path: `${SHOTS}/${locale}-badge-${width}.png` });
      }
      await maker.getByRole('button', { name: texts.notices }).click();
      await maker.getByRole('dialog').getByRole('button', { name: texts.dismiss }).click();
      await expect(maker.getByTestId('approval-notices')).toHaveCount(0);
      await maker.reload();
      await expect(mine.getByTestId('approval-status')).toHaveText(texts.approvedBadge);
      await expect(maker.getByTestId('approval-notices')).toHaveCount(0);

      const reader = await signedIn(browser, viewer, locale);
      await reader.goto('/releases');
      await expect(reader.getByRole('heading', { name: texts.releases, exact: true })).toBeVisible();
      await expect(reader.getByRole('table').getByText(releaseName)).toBeVisible();
      await expect(reader.getByTestId('pending-releases')).toHaveCount(0);
    } finally {
      // Other specs release without approval: the setting goes back off whatever happened above.
      const off = await studioGraphql(admin, SETTINGS, { input: { releases: false, publishes: false } });
      expect(off.errors, JSON.stringify(off)).toBeUndefined();
    }
  });
}
