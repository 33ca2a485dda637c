import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { KitLocaleProvider } from '@carrier/kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasContext } from '../../shared/canvas/canvas-context';
import { DesignSheet } from '../../shared/canvas/design-sheet';
import { createValueStore } from '../../shared/canvas/value-store';
import { elementOf } from '../ui-editor/elements';
import { LivePage } from './LivePage';
import { quoteAsGuest } from './published-api';

vi.mock('./published-api', async (actual) => ({
  ...(await actual<typeof import('./published-api')>()),
  quoteAsGuest: vi.fn(),
}));
const quote = vi.mocked(quoteAsGuest);

const label = (en: string, zh: string) => ({ label: { 'en-US': en, 'zh-HK': zh } });
const plans = [
  { value: 'gold', label: 'Gold', labels: { 'en-US': 'Gold', 'zh-HK': '金' } },
  // An older node's option: a plain label, the fallback in every locale.
  { value: 'silver', label: 'Silver' },
];
const field = (component: string, bindTo: string, en: string, zh: string, props: Record<string, unknown> = {}) =>
  uiNode(component, { bindTo: `form.${bindTo}`, texts: label(en, zh), props: { required: true, ...props } });

/** A quote page holding every element type that binds, each required and bound to its own field. */
const page = uiNode('JBox', {
  children: [
    field('JInputText', 'name', 'Name', '姓名'),
    field('JInputLongText', 'notes', 'Notes', '備註'),
    field('JInputNumber', 'sumInsured', 'Sum insured', '保額', { type: 'integer' }),
    field('JInputNumberStepper', 'children', 'Children', '子女', { min: 0, max: 5, step: 1 }),
    field('JSlider', 'term', 'Term', '年期', { min: 5, max: 30, step: 5 }),
    field('JToggle', 'smoker', 'Smoker', '吸煙者'),
    field('JCheckbox', 'consent', 'I agree', '我同意'),
    field('JCheckboxGroup', 'riders', 'Riders', '附加保障', { options: plans }),
    field('JRadios', 'frequency', 'Frequency', '繳費頻率', { options: plans }),
    field('JSelect', 'plan', 'Plan', '計劃', { options: plans }),
    field('JMultiSelect', 'regions', 'Regions', '地區', { options: plans }),
    field('JInputDateOfBirth', 'dateOfBirth', 'Date of birth', '出生日期', { minAge: 18, maxAge: 65 }),
    field('JDatePicker', 'startDate', 'Start date', '生效日期'),
    uiNode('JButton', {
      texts: { content: { 'en-US': 'Quote', 'zh-HK': '報價' } },
      props: { action: 'quote', productId: 'life/term/1' },
    }),
  ],
});

function renderPage(root: UiNode, locale: 'en-US' | 'zh-HK' = 'en-US') {
  const context = { locale: createValueStore<string>(locale), sheet: new DesignSheet(), elementOf };
  render(
    <CanvasContext.Provider value={context}>
      <KitLocaleProvider locale={locale}>
        <LivePage root={root} locale={locale} />
      </KitLocaleProvider>
    </CanvasContext.Provider>,
  );
  return userEvent.setup();
}

const year = new Date().getFullYear();

describe('the published page', () => {
  beforeEach(() => {
    quote.mockReset();
    quote.mockResolvedValue({
      ok: true,
      quote: {
        amount: 1,
        formattedPrice: 'HKD 1.00',
        formattedOriginalPrice: null,
        appliedDiscounts: [],
        loadings: [],
        missingVariables: [],
        issues: [],
      } as never,
    });
  });

  /** A page of one optional field of `component` and a quote button. */
  const onePage = (component: string, props: Record<string, unknown> = {}) =>
    uiNode('JBox', {
      children: [
        uiNode(component, { bindTo: 'form.smoker', texts: label('Smoker', '吸煙者'), props }),
        uiNode('JButton', {
          texts: { content: { 'en-US': 'Quote', 'zh-HK': '報價' } },
          props: { action: 'quote', productId: 'life/term/1' },
        }),
      ],
    });

  it('takes a premium away as soon as an answer changes, and drops one that arrives for old answers', async () => {
    const user = renderPage(onePage('JInputText'));
    await user.type(screen.getByRole('textbox', { name: 'Smoker' }), 'no');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent('HKD 1.00');
    await user.type(screen.getByRole('textbox', { name: 'Smoker' }), 'pe');
    expect(screen.queryByTestId('quote-result')).toBeNull();
    // An answer changed while its quote runs: the quote that comes back is for the old answers.
    let answer: (value: Awaited<ReturnType<typeof quoteAsGuest>>) => void = () => undefined;
    quote.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await user.type(screen.getByRole('textbox', { name: 'Smoker' }), '!');
    answer({ ok: true, quote: { formattedPrice: 'HKD 2.00', missingVariables: [], issues: [] } as never });
    await waitFor(() => expect(quote).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('quote-result')).toBeNull();
    expect(screen.queryByTestId('quote-error')).toBeNull();
  });

  it('sends an optional toggle the visitor never touched as off, as it shows; a required one must be answered', async () => {
    const user = renderPage(onePage('JToggle'));
    expect(screen.getByRole('switch', { name: 'Smoker' })).toHaveAttribute('data-state', 'off');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(quote).toHaveBeenCalled());
    expect(quote.mock.calls[0]?.[1]).toEqual({ smoker: false });
  });

  it("says what kept a quote from a price in the visitor's words: fields by their labels, codes not applied", async () => {
    quote.mockResolvedValueOnce({
      ok: true,
      quote: {
        formattedPrice: null,
        appliedDiscounts: [],
        loadings: [],
        missingVariables: ['smoker'],
        issues: [
          { code: 'missing_variables', message: 'These inputs are missing: smoker.' },
          { code: 'unknown_discount_code', message: 'The discount code SPRING does not exist.' },
          { code: 'amount_failed', message: 'The pricing logic failed: division by zero' },
        ],
      } as never,
    });
    const discount = uiNode('JInputText', { bindTo: 'form.discountCode', texts: label('Code', '優惠碼') });
    const withCode = { ...onePage('JInputText'), children: [discount, ...onePage('JInputText').children] };
    const user = renderPage(withCode, 'zh-HK');
    await user.type(screen.getByRole('textbox', { name: '優惠碼' }), 'spring');
    await user.type(screen.getByRole('textbox', { name: '吸煙者' }), '否');
    await user.click(screen.getByRole('button', { name: '報價' }));
    const result = await screen.findByTestId('quote-result');
    expect(result).toHaveTextContent('缺少：吸煙者');
    expect(screen.getByTestId('quote-codes-refused')).toHaveTextContent('以下折扣碼不適用於這些答案：spring');
    expect(screen.getByTestId('quote-no-price')).toHaveTextContent('我們未能就這些答案提供價格');
    // The code is the visitor's own text; nothing else is English.
    expect(result.textContent?.replace('spring', '')).not.toMatch(/[A-Za-z]/);
  });

  it('tells a visitor whose page is older than the app to reload it, in their language', async () => {
    quote.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    const user = renderPage(onePage('JInputText'), 'zh-HK');
    await user.type(screen.getByRole('textbox', { name: '吸煙者' }), '否');
    await user.click(screen.getByRole('button', { name: '報價' }));
    expect(await screen.findByTestId('quote-error')).toHaveTextContent('此頁面已更新，請重新載入後再取得報價。');
  });

  it('marks every required widget, and highlights each empty one with its message when quoting', async () => {
    const user = renderPage(page);
    expect(document.querySelectorAll('.ck-field__required')).toHaveLength(13);
    const consent = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    expect(consent.labels?.[0]).toHaveTextContent('I agree *');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByTestId('quote-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(quote).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    // The stepper and the slider show a value (their minimum), which counts: the other 11 are empty.
    expect(document.querySelectorAll('.ck-field--invalid')).toHaveLength(11);
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.closest('.ck-field')).toHaveTextContent('This field is required');
    expect(screen.getByRole('checkbox', { name: 'I agree' }).closest('.ck-field')).toHaveTextContent(
      'Please tick this box to continue',
    );
  });

  it('records, validates and sends the value of every element type that binds', async () => {
    const user = renderPage(page);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Chan Tai Man');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Two words');
    await user.type(screen.getByRole('textbox', { name: 'Sum insured' }), '250000');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Term' }), { target: { value: '20' } });
    await user.click(screen.getByRole('switch', { name: 'Smoker' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(within(screen.getByRole('group', { name: 'Riders' })).getByRole('checkbox', { name: 'Silver' }));
    await user.click(screen.getByRole('radio', { name: 'Gold' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'silver');
    await user.click(screen.getByRole('combobox', { name: 'Regions' }));
    const regions = screen.getByRole('listbox', { name: 'Regions' });
    await user.click(within(regions).getByRole('option', { name: 'Gold' }));
    await user.click(within(regions).getByRole('option', { name: 'Silver' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 40));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'January');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), `01/02/${year + 1}`);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(document.querySelectorAll('.ck-field--invalid')).toHaveLength(0);
    expect(quote).toHaveBeenCalledTimes(1);
    expect(quote.mock.calls[0]?.[1]).toEqual({
      name: 'Chan Tai Man',
      notes: 'Two words',
      sumInsured: 250000,
      children: 2,
      term: 20,
      smoker: true,
      consent: true,
      riders: ['silver'],
      frequency: 'gold',
      plan: 'silver',
      regions: ['gold', 'silver'],
      dateOfBirth: `${year - 40}-01-01`,
      age: expect.any(Number),
      startDate: `${year + 1}-02-01`,
    });
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent('HKD 1.00');
  });

  it('says an age outside the date of birth range is out of range, with the bounds', async () => {
    const user = renderPage(uiNode('JBox', { children: [page.children[11] as UiNode, page.children[13] as UiNode] }));
    // Seventeen on 31 December of this year at the latest: under 18 today whatever today is.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 18));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'December');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveTextContent('Age must be between 18 and 65 years');
    expect(group).not.toHaveTextContent('This field is required');
    expect(quote).not.toHaveBeenCalled();
  });

  it("shows the options in the visitor's locale, a plain old label in every locale", async () => {
    renderPage(page, 'zh-HK');
    const select = screen.getByRole('combobox', { name: '計劃' });
    expect(within(select).getByRole('option', { name: '金' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Silver' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '金' })).toBeInTheDocument();
  });
});
