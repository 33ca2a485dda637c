import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { DocumentRunView } from './DocumentRunView';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const RUN = {
  id: 'run-1',
  templateId: 't1',
  templateName: 'Renewal SMS',
  templateType: 'sms',
  output: 'folder',
  bucketName: 'default',
  folder: 'renewals/run-1/',
  emailField: null,
  status: 'done',
  total: 2,
  doneCount: 1,
  failedCount: 1,
  createdAt: '2026-11-27T07:00:00Z',
  finishedAt: '2026-11-27T07:01:00Z',
  createdBy: { username: 'editor@studio.test' },
  rows: {
    totalCount: 2,
    list: [
      {
        index: 0,
        status: 'done',
        outputKey: 'renewals/run-1/row-00001.txt',
        outputEmailId: null,
        error: null,
        attempts: 1,
      },
      {
        index: 1,
        status: 'failed',
        outputKey: null,
        outputEmailId: null,
        error: 'liquid|1:65|ENOENT: Failed to lookup "missing_partial" in "."',
        attempts: 1,
      },
    ],
  },
};

describe('a document run', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(() => changeLocale('en-US'));

  it("says where a row's template failed in the user's language, with the renderer's own words after it", async () => {
    vi.mocked(request).mockResolvedValue({ documentRun: RUN } as never);
    await changeLocale('zh-HK');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DocumentRunView id="run-1" onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const failed = (await screen.findAllByTestId('document-run-item'))[1];
    expect(failed).toHaveTextContent(
      '範本在第 1 行第 65 欄無法轉譯： ENOENT: Failed to lookup "missing_partial" in "."',
    );
    expect(failed?.textContent).not.toContain('liquid|');
  });
});
