import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../../../api/client';
import { contentOf, printSettingsOf } from './pdf-content';
import { renderOnce } from './usePdfPreview';

vi.mock('../../../../api/client', () => ({ execute: vi.fn() }));

describe('the PDF preview render', () => {
  it('hands a printed PDF its warnings (an image it could not load) for the debug console', async () => {
    const warning =
      "The image /api/v1/files/logo.png could not be loaded: there is no such file in this tenant's files.";
    vi.mocked(execute).mockResolvedValue({
      data: { renderWkhtmltopdf: { status: 'success', errors: [warning], base64: btoa('%PDF') } },
      errors: [],
    } as never);
    const attempt = await renderOnce(contentOf({ html: '<img src="/api/v1/files/logo.png">' }), '{}', 'Logo');
    expect(attempt.errors).toEqual([warning]);
    expect(attempt.pdf && new TextDecoder().decode(attempt.pdf)).toBe('%PDF');
    expect(attempt.retry).toBe(false);
  });

  it('sends what the API renders for the template: its password, paper, properties and name', async () => {
    vi.mocked(execute)
      .mockClear()
      .mockResolvedValue({ data: null, errors: [] } as never);
    const content = contentOf({
      html: '<p>{{ data.holder }}</p>',
      passwordLiquid: '{{ data.birthDate }}',
      orientation: 'LANDSCAPE',
      paperSize: 'A5',
      metadata: { title: '保單 {{ data.no }}', author: 'Carrier Insurance' },
      marginSettings: { top: 20 },
      headerSettings: { right: 'Page [page]' },
    });
    await renderOnce(content, '{"birthDate":"19800131"}', 'Policy schedule');
    const variables = vi.mocked(execute).mock.calls[0]?.[1] as Record<string, unknown>;
    expect(variables).toMatchObject({
      html: '<p>{{ data.holder }}</p>',
      passwordLiquid: '{{ data.birthDate }}',
      orientation: 'LANDSCAPE',
      paperSize: 'A5',
      metadata: { title: '保單 {{ data.no }}', author: 'Carrier Insurance', subject: '', creator: '' },
      templateName: 'Policy schedule',
      input: { name: 'data', contentJsonString: '{"birthDate":"19800131"}' },
    });
    // Every document field a save stores goes with the preview, with the same value.
    expect(variables).toMatchObject(printSettingsOf(content));
  });
});
