import type { Locator, Page } from '@playwright/test';

/** A text in both locales, as the app's builder gave it. */
export type Both = { 'en-US': string; 'zh-HK': string };
export type QuoteLocale = keyof Both;

/** What a customer enters on the quote page: one value per widget kind. */
export type QuoteAnswers = {
  name: string;
  notes: string;
  sumInsured: string;
  /** Presses of the stepper's up arrow from its minimum. */
  childrenSteps: number;
  term: string;
  smoker: boolean;
  consent: boolean;
  /** Option labels, in the page's locale. */
  riders: string[];
  frequency: string;
  /** An option value (a native select). */
  plan: string;
  regions: string[];
  birth: { year: number; month: number; day: number };
  /** As typed, in the date picker's DD/MM/YYYY. */
  startDate: string;
};

/** The published app's quote page, as a customer sees it, in one locale: its widgets by their labels. */
export class PublishedQuotePage {
  constructor(
    readonly page: Page,
    readonly locale: QuoteLocale,
    readonly labels: Record<keyof QuoteAnswers | 'quote', Both>,
  ) {}

  private label(field: keyof QuoteAnswers | 'quote') {
    return this.labels[field][this.locale];
  }

  /** The field frame (label, control, hint, error) of a widget. */
  field(name: keyof QuoteAnswers): Locator {
    const label = this.label(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The label, then the required mark (" *") when the field is required.
    const named = this.page.locator('.ck-field__label', { hasText: new RegExp(`^${label}( \\*)?$`) });
    return this.page.locator('.ck-field').filter({ has: named });
  }

  quoteButton() {
    return this.page.getByRole('button', { name: this.label('quote') });
  }

  premium() {
    return this.page.getByTestId('quote-premium');
  }

  async open(host: string) {
    await this.page.goto(`/?hostOverride=${host}`);
    await this.quoteButton().waitFor();
  }

  async chooseBirth({ year, month, day }: QuoteAnswers['birth']) {
    const group = this.field('birth');
    await group.locator('select.ck-dob__year').selectOption(String(year));
    await group.locator('select.ck-dob__month').selectOption(String(month));
    await group.locator('select.ck-dob__day').selectOption(String(day));
  }

  async fill(answers: QuoteAnswers) {
    const { page } = this;
    await page.getByLabel(this.label('name')).fill(answers.name);
    await page.getByLabel(this.label('notes')).fill(answers.notes);
    await page.getByLabel(this.label('sumInsured')).fill(answers.sumInsured);
    const children = page.getByRole('spinbutton', { name: this.label('childrenSteps') });
    await children.focus();
    for (let step = 0; step < answers.childrenSteps; step += 1) await children.press('ArrowUp');
    await page.getByRole('slider', { name: this.label('term') }).fill(answers.term);
    const smoker = page.getByRole('switch', { name: this.label('smoker') });
    if (answers.smoker) await smoker.click();
    await page.getByRole('checkbox', { name: this.label('consent') }).setChecked(answers.consent);
    const riders = page.getByRole('group', { name: this.label('riders') });
    for (const rider of answers.riders) await riders.getByRole('checkbox', { name: rider }).check();
    await page
      .getByRole('radiogroup', { name: this.label('frequency') })
      .getByRole('radio', { name: answers.frequency })
      .check();
    await page.getByRole('combobox', { name: this.label('plan') }).selectOption(answers.plan);
    await page.getByRole('combobox', { name: this.label('regions') }).click();
    const regions = page.getByRole('listbox', { name: this.label('regions') });
    for (const region of answers.regions) await regions.getByRole('option', { name: region }).click();
    await page.keyboard.press('Escape');
    await this.chooseBirth(answers.birth);
    const start = page.getByRole('textbox', { name: this.label('startDate') });
    await start.fill(answers.startDate);
    await start.press('Tab');
  }
}
