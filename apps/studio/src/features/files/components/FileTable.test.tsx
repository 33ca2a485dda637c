import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import type { ExplorerItem } from '../selection';
import { FileTable } from './FileTable';

const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./RowActions', () => ({
  RowActions: () => {
    rowRenders.count += 1;
    return null;
  },
}));

const FILES: ExplorerItem[] = Array.from({ length: 10_000 }, (_, index) => ({
  type: 'file',
  path: `big/file-${String(index).padStart(5, '0')}.txt`,
  name: `file-${String(index).padStart(5, '0')}.txt`,
  size: index,
  isPublic: false,
  lastModifiedAt: null,
}));

const noop = () => undefined;
const table = (selectedPaths: ReadonlySet<string>) => (
  <FileTable
    items={FILES}
    selectedPaths={selectedPaths}
    cutPath={null}
    loading={false}
    picker={false}
    sort="name"
    onSort={noop}
    onToggle={noop}
    onOpenFolder={noop}
    onDownload={noop}
    onEdit={noop}
    onCut={noop}
    onDelete={noop}
  />
);

describe('the file table at 10,000 files', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders only the rows in view, and a click re-renders only the row it changes', async () => {
    await initI18n({ featureTexts: true });
    // jsdom lays nothing out: the table's scroller reports a browser's 600 px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('overflow-y-auto') ? 600 : 0;
    });
    const { rerender } = render(table(new Set()));
    const shown = screen.getAllByTestId('file-row');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(80);

    rowRenders.count = 0;
    rerender(table(new Set([FILES[3]?.path ?? ''])));
    expect(rowRenders.count).toBe(1);
    expect(screen.getAllByTestId('file-row')[3]).toHaveAttribute('aria-selected', 'true');
  });
});
