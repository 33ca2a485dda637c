import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n';
import { EditorPreviewSplit, SPLIT_MIN_WIDTH } from './EditorPreviewSplit';
import { PdfPreviewPane } from './PdfPreviewPane';

let width = 1000;
vi.mock('./useElementWidth', () => ({ useElementWidth: () => width }));

const panes = (preview: boolean) => (
  <EditorPreviewSplit editor={<p>the editor</p>} preview={preview ? <p>the preview</p> : null} />
);

describe('the HTML-to-PDF editor with its preview', () => {
  beforeAll(() => initI18n({ featureTexts: true }));

  it('shows the editor alone while the preview is off', () => {
    render(panes(false));
    expect(screen.getByText('the editor')).toBeVisible();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('puts the preview beside the editor where there is room, with a divider the keys move', async () => {
    width = SPLIT_MIN_WIDTH;
    render(panes(true));
    expect(screen.getByText('the editor')).toBeVisible();
    expect(screen.getByText('the preview')).toBeVisible();
    const divider = screen.getByRole('separator', { name: 'Resize the editor and the preview' });
    expect(divider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '60');
    for (let press = 0; press < 10; press++) fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
  });

  it('gives the editor and the preview a tab each on a narrow screen', async () => {
    width = 358;
    render(panes(true));
    expect(screen.getByText('the editor')).toBeVisible();
    expect(screen.getByText('the preview')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('the preview')).toBeVisible();
    expect(screen.getByText('the editor')).not.toBeVisible();
  });

  it("says 'Browser not supported' where no PDF viewer can run (no 2D canvas, as in jsdom)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PdfPreviewPane preview={{ pdf: null, rendering: false, rerender: () => {} }} onDownload={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Browser not supported');
  });
});
