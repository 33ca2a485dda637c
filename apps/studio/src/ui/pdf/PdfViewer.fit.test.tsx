import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';

const rendered: number[] = [];
vi.mock('./pdfjs', () => ({
  openPdf: async () => ({
    cancel: () => {},
    promise: Promise.resolve({
      numPages: 1,
      destroy: async () => {},
      getPage: async () => ({
        getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
        render: ({ viewport }: { viewport: { width: number } }) => {
          rendered.push(viewport.width / 600);
          return { promise: Promise.resolve(), cancel: () => {} };
        },
      }),
    }),
  }),
}));
const { PdfViewer } = await import('./PdfViewer');

/** jsdom lays nothing out: the viewer's area is as wide as `width`, and says so when it changes. */
let width = 900;
let resized: () => void = () => {};
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');

describe('PdfViewer fitting the width', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
    vi.unstubAllGlobals();
  });

  it('draws the page as wide as the viewer, follows a resize, and zooms from there', async () => {
    render(<PdfViewer source={new Uint8Array([1])} fitWidth />);
    await waitFor(() => expect(rendered.at(-1)).toBe(1.5));
    width = 450;
    act(() => resized());
    await waitFor(() => expect(rendered.at(-1)).toBe(0.75));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(rendered.at(-1)).toBe(0.9375));
  });

  it('keeps the page at its own size without fitWidth', async () => {
    width = 900;
    render(<PdfViewer source={new Uint8Array([1])} />);
    await waitFor(() => expect(rendered.at(-1)).toBe(1));
  });
});
