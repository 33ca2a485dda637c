import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import { importBundle } from './bundle-api';
import { ImportBundleModal } from './ImportBundleModal';
import type { PromotionPlan } from './plan';

vi.mock('./bundle-api', () => ({ importBundle: vi.fn() }));

const PLAN: PromotionPlan = {
  errors: [],
  entries: [
    {
      kind: 'template',
      key: 'template:email:welcome',
      name: 'welcome',
      status: 'changed',
      requiredBy: null,
      changes: [{ path: 'description', before: JSON.stringify('Hi'), after: JSON.stringify('Hello') }],
    },
  ],
};

const ZIP = new File([new Uint8Array([80, 75, 3, 4])], 'bundle.zip', { type: 'application/zip' });

function renderModal() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportBundleModal onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('importing a bundle', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => vi.mocked(importBundle).mockReset());

  it('checks the bundle first (a dry run with upload progress), shows its diff, and applies it only once confirmed', async () => {
    let finish: (plan: PromotionPlan) => void = () => undefined;
    vi.mocked(importBundle).mockImplementationOnce((_file, _dryRun, onProgress) => {
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onClose = renderModal();
    await userEvent.upload(screen.getByLabelText('Bundle file (.zip)'), ZIP);
    await userEvent.click(screen.getByRole('button', { name: 'Check bundle' }));
    expect(importBundle).toHaveBeenCalledWith(ZIP, true, expect.any(Function));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    finish(PLAN);
    const plan = await screen.findByTestId('promotion-plan');
    await userEvent.click(within(plan).getByRole('button', { name: 'Show changes (1)' }));
    expect(within(plan).getByText('Hello').closest('tr')).toHaveAttribute('data-kind', 'added');

    vi.mocked(importBundle).mockResolvedValueOnce(PLAN);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const confirm = screen.getByRole('dialog', { name: 'Import this bundle?' });
    expect(confirm).toHaveTextContent('1 changed item');
    expect(importBundle).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(importBundle).toHaveBeenLastCalledWith(ZIP, false, expect.any(Function));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says a refused bundle changed nothing, and why', async () => {
    vi.mocked(importBundle).mockRejectedValueOnce(new ApiError('The bundle is not a zip file.', 'bundle_not_zip'));
    const onClose = renderModal();
    await userEvent.upload(screen.getByLabelText('Bundle file (.zip)'), ZIP);
    await userEvent.click(screen.getByRole('button', { name: 'Check bundle' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: this environment is unchanged.');
    expect(alert).toHaveTextContent('The bundle is not a zip file.');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and says nothing was imported when applying finds a problem', async () => {
    vi.mocked(importBundle)
      .mockResolvedValueOnce(PLAN)
      .mockResolvedValueOnce({
        entries: [],
        errors: [{ code: 'bundle_file_refused', message: 'The file a.exe is refused.' }],
      });
    const onClose = renderModal();
    await userEvent.upload(screen.getByLabelText('Bundle file (.zip)'), ZIP);
    await userEvent.click(screen.getByRole('button', { name: 'Check bundle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Import this bundle?' })).getByRole('button', { name: 'Import' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: this environment is unchanged.');
    expect(alert).toHaveTextContent('The file a.exe is refused.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
