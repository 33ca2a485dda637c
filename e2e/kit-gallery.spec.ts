import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Operates every widget of the kit gallery (/kit) with the keyboard only: Tab moves focus to each
// control (no clicks, no programmatic focus), then Space, Enter, arrows and typing drive it.

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 600 } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);
const readout = (page: Page, name: string) => page.getByTestId(`${name}-value`);

test.beforeEach(async ({ page }) => {
  await page.goto('/kit');
  await expect(page.getByRole('heading', { name: 'Form-control kit' })).toBeVisible();
});

test('buttons, checkboxes, radios and the toggle', async ({ page }) => {
  await tabTo(page, page.getByRole('button', { name: 'Size xs' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(readout(page, 'buttons')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Disabled' })).toBeDisabled();

  const terms = page.getByRole('checkbox', { name: 'I accept the terms', exact: true });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expect(readout(page, 'checkbox')).toHaveText('true');
  await expect(page.getByRole('checkbox', { name: 'I accept the terms (Disabled)' })).toBeDisabled();

  const group = section(page, 'checkbox-group');
  await tabTo(page, group.getByRole('checkbox', { name: 'Baggage' }).first());
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(readout(page, 'checkbox-group')).toHaveText('["medical","baggage"]');
  await expect(group.getByRole('alert')).toHaveText('This field is required');

  const radios = page.getByRole('radiogroup', { name: 'Payment frequency', exact: true });
  await tabTo(page, radios.getByRole('radio', { name: 'Monthly' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(radios.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
  await expect(readout(page, 'radios')).toHaveText('"quarterly"');

  const toggle = page.getByRole('switch', { name: 'Smoker', exact: true });
  await expect(toggle).toHaveAttribute('data-state', 'unset');
  await tabTo(page, toggle);
  await expect(toggle).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(readout(page, 'toggle')).toHaveText('false');
  await expect(page.getByRole('switch', { name: 'Smoker (Disabled)' })).toBeDisabled();
});

test('text, long text, number, stepper and slider', async ({ page }) => {
  await tabTo(page, page.getByRole('textbox', { name: 'Full name', exact: true }));
  await page.keyboard.type('Chan Tai Man');
  await expect(readout(page, 'text-input')).toHaveText('"Chan Tai Man"');

  const longText = page.getByRole('textbox', { name: 'Describe the incident', exact: true });
  await tabTo(page, longText);
  await page.keyboard.type('Line one');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Line two');
  await expect(longText).toHaveAttribute('rows', '10');
  await expect(readout(page, 'long-text')).toHaveText('"Line one\\nLine two"');

  const sum = page.getByRole('textbox', { name: 'Sum insured', exact: true });
  await tabTo(page, sum);
  await page.keyboard.type('12a34-5.678');
  await expect(sum).toHaveValue('12,345.67');
  await expect(readout(page, 'number-input')).toHaveText('12345.67');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1000.');
  await expect(sum).toHaveValue('1,000.');
  await page.keyboard.press('Tab');
  await expect(sum).toHaveValue('1,000');
  await expect(readout(page, 'number-input')).toHaveText('1000');

  const travellers = page.getByRole('spinbutton', { name: 'Travellers', exact: true });
  await tabTo(page, travellers);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(travellers).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(travellers).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(travellers).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await expect(travellers).toHaveValue('10');
  await expect(readout(page, 'stepper')).toHaveText('10');

  const excess = page.getByRole('slider', { name: 'Excess', exact: true });
  await tabTo(page, excess);
  await page.keyboard.press('ArrowRight');
  await expect(readout(page, 'slider')).toHaveText('600');
  await page.keyboard.press('End');
  await expect(excess).toHaveAttribute('aria-valuetext', 'HK$2,000');
  await page.keyboard.press('Home');
  await expect(readout(page, 'slider')).toHaveText('0');
});

test('select and multi-select', async ({ page }) => {
  const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
  await tabTo(page, destination);
  await page.keyboard.type('Sing');
  await expect(readout(page, 'select')).toHaveText('"sg"');

  const countries = page.getByRole('combobox', { name: 'Countries visited', exact: true });
  await tabTo(page, countries);
  await expect(countries).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(countries).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Countries visited', exact: true });
  await expect(list).toHaveCSS('max-height', '192px');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { name: 'Korea' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(countries).toHaveAttribute('aria-expanded', 'false');
  await expect(countries).toContainText('Japan, Korea');
  await expect(readout(page, 'multi-select')).toHaveText('["jp","kr"]');
});

test('date of birth, date picker and calendars', async ({ page }) => {
  const dob = section(page, 'date-of-birth').getByRole('group', { name: 'Date of birth', exact: true });
  await tabTo(page, dob.getByRole('combobox', { name: 'Day' }));
  await page.keyboard.type('29');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Feb');
  await expect(readout(page, 'date-of-birth')).toHaveText('null');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2000');
  await expect(readout(page, 'date-of-birth')).toHaveText('"2000-02-29"');

  const start = page.getByRole('textbox', { name: 'Policy start date', exact: true });
  await tabTo(page, start);
  await page.keyboard.type('29/02/2024');
  await page.keyboard.press('Tab');
  await expect(readout(page, 'date-picker')).toHaveText('"2024-02-29"');
  const opener = section(page, 'date-picker').getByRole('button', { name: 'Choose date' }).first();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Thursday, February 29, 2024' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(start).toHaveValue('01/03/2024');
  await expect(readout(page, 'date-picker')).toHaveText('"2024-03-01"');
  await expect(opener).toBeFocused();

  const calendars = section(page, 'calendar');
  const single = calendars.getByRole('grid', { name: 'Single date' });
  await expect(single.getByRole('gridcell')).toHaveCount(42);
  await tabTo(page, single.locator('button[tabindex="0"]'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(single.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(1);
  await expect(readout(page, 'calendar-single')).toHaveText(/^"\d{4}-\d{2}-\d{2}"$/);
  const month = calendars.getByRole('combobox', { name: 'Month' }).first();
  const monthBefore = await month.inputValue();
  await page.keyboard.press('PageDown');
  await expect(month).not.toHaveValue(monthBefore);

  const several = calendars.getByRole('grid', { name: 'Several dates' });
  await tabTo(page, several.locator('button[tabindex="0"]'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  // A week on may be in the next month, whose grid no longer shows the first date: read the value.
  await expect(readout(page, 'calendar-multiple')).toHaveText(/^\["\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}"\]$/);
  await expect(several.locator('[role="gridcell"][aria-selected="true"]').first()).toBeVisible();

  const trip = calendars.getByRole('grid', { name: 'Trip dates' });
  await tabTo(page, trip.locator('button[tabindex="0"]'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const range = JSON.parse((await readout(page, 'calendar-range').textContent()) ?? '[]') as string[];
  expect(range).toHaveLength(2);
  expect([...range].sort()).toEqual(range);
  await expect(trip.locator('button[aria-disabled="true"]').first()).toBeVisible();
});

test('spinner, modal and toasts', async ({ page }) => {
  await expect(section(page, 'spinner').getByRole('status').first()).toContainText('Loading');

  const openSmall = page.getByRole('button', { name: 'Open small' });
  await tabTo(page, openSmall);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'default / small' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Testing');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openSmall).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Open side' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'side / default' })).toHaveClass(/ck-modal--side/);
  await page.keyboard.press('Escape');

  await tabTo(page, page.getByRole('button', { name: 'Show success' }));
  await page.keyboard.press('Enter');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByRole('status')).toContainText('success: saved at');
  await tabTo(page, page.getByRole('button', { name: 'Show optimisticUIError' }));
  await page.keyboard.press('Enter');
  const alert = toasts.getByRole('alert');
  await expect(alert).toContainText('Error');
  await expect(alert).toContainText('The app id is already taken.');
  await expect(alert).not.toContainText('second error');
  // The kit toasts through the studio's one toast area.
  await tabTo(page, alert.getByRole('button', { name: 'Dismiss' }));
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden({ timeout: 3_000 });
});

test('validators show their messages', async ({ page }) => {
  const hkid = page.getByRole('textbox', { name: 'HKID number' });
  await tabTo(page, hkid);
  await page.keyboard.type('A123456(4)');
  await page.keyboard.press('Tab');
  await expect(hkid).toHaveAttribute('aria-invalid', 'true');
  await expect(hkid).toHaveAccessibleDescription('Please enter a valid HKID number, e.g. A123456(3)');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Z683365(A)');
  await expect(hkid).not.toHaveAttribute('aria-invalid', 'true');
  await expect(readout(page, 'hkid')).toHaveText('"Z683365(A)"');

  const name = page.getByRole('textbox', { name: 'Name in English' });
  await tabTo(page, name, { backwards: true });
  await page.keyboard.type('陳大文');
  await expect(name).toHaveAccessibleDescription('Chinese characters are not allowed');
});

test('locale and theme switches restyle and retranslate the kit', async ({ page }) => {
  const locale = page.getByRole('radiogroup', { name: 'Kit language' });
  await tabTo(page, locale.getByRole('radio', { name: 'English (en-US)' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: '表單元件庫' })).toBeVisible();
  await expect(section(page, 'select').getByRole('combobox').first()).toContainText('請選擇');
  await expect(section(page, 'text-input').getByRole('alert')).toHaveText('此欄位必須填寫');

  const card = section(page, 'buttons');
  await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await tabTo(page, page.getByRole('radio', { name: '預設' }));
  await page.keyboard.press('ArrowDown');
  await expect(card).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: '尺寸 預設' })).toHaveCSS('background-color', 'rgb(194, 65, 12)');
});
