import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';

const rendered: { page: number; scale: number }[] = [];
const openPdf = vi.fn(async (_source: Uint8Array | string) => ({
  cancel: () => {},
  promise: Promise.resolve({
    numPages: 3,
    destroy: async () => {},
    getPage: async (page: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: ({ viewport }: { viewport: { width: number } }) => {
        rendered.push({ page, scale: viewport.width / 600 });
        return { promise: Promise.resolve(), cancel: () => {} };
      },
    }),
  }),
}));
vi.mock('./pdfjs', () => ({ openPdf: (source: Uint8Array | string) => openPdf(source) }));

const { PdfViewer } = await import('./PdfViewer');

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

const lastRender = () => rendered[rendered.length - 1];

describe('PdfViewer', () => {
  it('pages and zooms with the toolbar, showing page x of y', async () => {
    const user = userEvent.setup();
    render(<PdfViewer source={new Uint8Array([1, 2, 3])} />);
    await screen.findByText('Page 1 of 3');
    await waitFor(() => expect(lastRender()).toEqual({ page: 1, scale: 1 }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(lastRender()).toEqual({ page: 3, scale: 1.25 }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('pdf-scale')).toHaveTextContent('75%');
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByTestId('pdf-scale')).toHaveTextContent('100%');
  });

  it('answers Ctrl+Right/Left and Ctrl+Up/Down, but not while typing in a field', async () => {
    render(
      <>
        <input aria-label="elsewhere" />
        <PdfViewer source="/api/v1/files/report.pdf" />
      </>,
    );
    await screen.findByText('Page 1 of 3');
    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight', ctrlKey: true }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft', ctrlKey: true }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(window, { key: 'ArrowUp', ctrlKey: true }));
    expect(screen.getByTestId('pdf-scale')).toHaveTextContent('125%');
    act(() => void fireEvent.keyDown(window, { key: '-', ctrlKey: true }));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowDown', ctrlKey: true }));
    expect(screen.getByTestId('pdf-scale')).toHaveTextContent('75%');
    fireEvent.keyDown(screen.getByLabelText('elsewhere'), { key: 'ArrowRight', ctrlKey: true });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(openPdf).toHaveBeenCalledWith('/api/v1/files/report.pdf');
  });

  it('shows the empty state without a source and an alert when the PDF cannot be opened', async () => {
    const { rerender } = render(<PdfViewer source={null} />);
    expect(screen.getByText('No PDF to show yet.')).toBeInTheDocument();
    openPdf.mockImplementationOnce(async () => ({ cancel: () => {}, promise: Promise.reject(new Error('bad pdf')) }));
    rerender(<PdfViewer source={new Uint8Array([9])} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF cannot be shown.');
  });
});
