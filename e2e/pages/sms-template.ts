import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { TemplatesPage } from './templates-page';

/** The words a spec needs to create, open and save an SMS template. */
export type SmsTexts = { create: string; submit: string; kind: string; body: string; save: string; saved: string };

export const SMS_EN: SmsTexts = {
  create: 'Create template',
  submit: 'Create',
  kind: 'SMS Notification',
  body: 'SMS body',
  save: 'Save',
  saved: 'Template saved',
};
export const SMS_ZH: SmsTexts = {
  create: '建立範本',
  submit: '建立',
  kind: '短訊通知',
  body: '短訊內容',
  save: '儲存',
  saved: '已儲存範本',
};

/** A screenshot folder under /tmp and the option for `page.screenshot` of a named shot in it. */
export function shotsIn(directory: string) {
  mkdirSync(directory, { recursive: true });
  return (name: string) => ({ path: `${directory}/${name}.png` });
}

/** A name no earlier run used. */
export const uniqueLabel = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Creates an SMS template named `name` and opens its editor: the body field and a save that waits for the toast. */
export async function openNewSmsTemplate(page: Page, texts: SmsTexts, name: string) {
  const templates = new TemplatesPage(page);
  await templates.open();
  await templates.create({ create: texts.create, name, typeLabel: texts.kind, submit: texts.submit });
  await templates.openEditor(name);
  const body = page.getByRole('textbox', { name: texts.body });
  const save = async () => {
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByText(texts.saved).last()).toBeVisible();
  };
  return { body, save };
}
