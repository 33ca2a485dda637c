import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n';
import { renderWithFakeApi, type SeenCall } from '../../templates/shell/editor.testing';
import { BenefitsEditorPage } from './BenefitsEditorPage';

/** The product is named in zh-HK only. */
function api({ operation, variables }: SeenCall) {
  if (operation !== 'benefitGraph') return {};
  const name = variables.nameLocale === 'zh-HK' ? '旅遊保險' : null;
  return {
    products_2: { list: [{ productId: { plan: 'travel', type: 'single', version: '1' }, name, benefitGraph: [] }] },
  };
}

describe('the benefits editor', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('en-US');
  });

  it("names the product in the studio's language whatever language the benefit texts are edited in", async () => {
    await changeLocale('zh-HK');
    const { calls } = renderWithFakeApi(<BenefitsEditorPage />, api, {
      path: '/products/detail/benefits/:productPlan/:productType/:productVersion',
      url: '/products/detail/benefits/travel/single/1',
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('旅遊保險'));
    await userEvent.selectOptions(screen.getByLabelText('文字語言'), 'en-US');
    await waitFor(() =>
      expect(calls.some((call) => call.operation === 'benefitGraph' && call.variables.locale === 'en-US')).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('旅遊保險');
  });
});
