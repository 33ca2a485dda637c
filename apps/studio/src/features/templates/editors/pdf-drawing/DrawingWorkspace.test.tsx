import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n';
import type { Drawing } from './usePdfDrawingData';

vi.mock('../../../../ui/pdf/pdfjs', () => ({
  openPdf: async () => ({
    cancel: () => {},
    promise: Promise.resolve({
      numPages: 2,
      destroy: async () => {},
      getPage: async () => ({
        getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
        render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
      }),
    }),
  }),
}));

const { DrawingWorkspace, HANDLE_HIT } = await import('./DrawingWorkspace');

beforeAll(async () => {
  await initI18n({ featureTexts: true });
  // jsdom has no pointer capture.
  HTMLElement.prototype.setPointerCapture = () => {};
});

const drawing = (id: string, x: number, y: number, width: number, height: number): Drawing => ({
  id,
  kind: 'TEXT',
  page: 1,
  liquidSource: id,
  point1: { x, y },
  point2: { x: x + width, y: y + height },
  textAlignment: 'LEFT',
  verticalAlignment: 'TOP',
  font: { familyName: 'Helvetica', emSize: 12, fontStyle: 'REGULAR' },
});

const props = (overrides: Partial<Parameters<typeof DrawingWorkspace>[0]> = {}) => ({
  source: new Uint8Array([1]),
  previewing: false,
  drawings: [],
  selectedId: null,
  tool: 'select' as const,
  onTool: vi.fn(),
  onSelect: vi.fn(),
  onCreate: vi.fn(),
  onGeometry: vi.fn(),
  onPageError: vi.fn(),
  onPickFile: vi.fn(),
  newKind: 'TEXT' as const,
  onNewKind: vi.fn(),
  ...overrides,
});

describe('DrawingWorkspace', () => {
  it('shows an empty state with the file picker before a PDF is chosen, never "Page 0 of 0"', () => {
    const onPickFile = vi.fn();
    render(<DrawingWorkspace {...props({ source: null, onPickFile })} />);
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No PDF chosen yet');
    expect(screen.queryByTestId('pdf-page-status')).toBeNull();
    expect(screen.queryByText(/Page 0 of 0/)).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Select or upload file' }));
    expect(onPickFile).toHaveBeenCalledOnce();
  });

  it('gives the selected box handles a wide hit area above every other box, so an overlapping box never takes the drag', async () => {
    const onGeometry = vi.fn();
    const onSelect = vi.fn();
    // Box b lies over the bottom right corner of the selected box a.
    const boxes = [drawing('a', 100, 100, 100, 50), drawing('b', 180, 130, 100, 50)];
    render(<DrawingWorkspace {...props({ drawings: boxes, selectedId: 'a', onGeometry, onSelect })} />);
    const handle = await screen.findByTestId('handle-se');
    for (const box of screen.getAllByTestId('drawing-box')) expect(box.contains(handle)).toBe(false);
    expect(handle.compareDocumentPosition(screen.getAllByTestId('drawing-box')[1] as Element)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(HANDLE_HIT).toBeGreaterThanOrEqual(12);
    expect(handle).toHaveStyle({
      width: `${HANDLE_HIT}px`,
      height: `${HANDLE_HIT}px`,
      left: `${200 - HANDLE_HIT / 2}px`,
    });

    // Once the page is drawn (its size bounds the box), drag the handle 6 px outside its corner,
    // where the old 6x6 handle did not reach: box a grows.
    await waitFor(() => expect(screen.getByTestId('drawing-overlay')).toHaveAttribute('data-ready', 'true'));
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 206, clientY: 156 });
    const overlay = screen.getByTestId('drawing-overlay');
    fireEvent.pointerMove(overlay, { pointerId: 1, clientX: 236, clientY: 176 });
    fireEvent.pointerUp(overlay, { pointerId: 1, clientX: 236, clientY: 176 });
    await waitFor(() => expect(onGeometry).toHaveBeenCalledWith('a', { x: 100, y: 100, width: 130, height: 70 }));
    expect(onSelect).not.toHaveBeenCalledWith('b');
  });
});
