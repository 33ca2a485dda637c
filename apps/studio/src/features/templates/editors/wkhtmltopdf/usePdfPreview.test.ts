import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../../../api/client';
import { contentOf } from './pdf-content';
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
    const attempt = await renderOnce(contentOf({ html: '<img src="/api/v1/files/logo.png">' }), '{}');
    expect(attempt.errors).toEqual([warning]);
    expect(attempt.pdf && new TextDecoder().decode(attempt.pdf)).toBe('%PDF');
    expect(attempt.retry).toBe(false);
  });
});
