import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';

/** pdf.js's answer for an encrypted PDF: a PasswordException until the password is right. */
const passwordError = () => Object.assign(new Error('No password given'), { name: 'PasswordException' });
const openPdf = vi.fn(async (_source: Uint8Array | string, password?: string) => ({
  cancel: () => {},
  promise:
    password === 'pw-19800131'
      ? Promise.resolve({
          numPages: 2,
          destroy: async () => {},
          getPage: async () => ({
            getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
            render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
          }),
        })
      : Promise.reject(passwordError()),
}));
vi.mock('./pdfjs', () => ({ openPdf: (source: Uint8Array | string, password?: string) => openPdf(source, password) }));

const { PdfViewer } = await import('./PdfViewer');

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

describe('PdfViewer with an encrypted PDF', () => {
  it('asks for the password, says when it is wrong, opens with the right one and keeps it for the next PDF', async () => {
    const user = userEvent.setup();
    const view = render(<PdfViewer source={new Uint8Array([1])} />);
    expect(await screen.findByText('This PDF is protected: enter its password to view it.')).toBeInTheDocument();
    expect(screen.queryByText('This PDF cannot be shown.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('PDF password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the password of this PDF.');

    await user.clear(screen.getByLabelText('PDF password'));
    await user.type(screen.getByLabelText('PDF password'), 'pw-19800131');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();

    // The preview rendered again opens at once with the password given.
    view.rerender(<PdfViewer source={new Uint8Array([2])} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(openPdf).toHaveBeenLastCalledWith(new Uint8Array([2]), 'pw-19800131');
  });
});
