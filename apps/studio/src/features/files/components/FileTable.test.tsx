import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { rowWindow } from '../row-window';
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
  it('renders only the rows in view, and a click re-renders only the row it changes', async () => {
    await initI18n({ featureTexts: true });
    const { rerender } = render(table(new Set()));
    const shown = screen.getAllByTestId('file-row');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(80);

    rowRenders.count = 0;
    rerender(table(new Set([FILES[3]?.path ?? ''])));
    expect(rowRenders.count).toBe(1);
    expect(screen.getAllByTestId('file-row')[3]).toHaveAttribute('aria-selected', 'true');
  });

  it('windows the rows around the scroll position, with space for the rest', () => {
    expect(rowWindow(0, 440, 44, 10_000, 10)).toEqual({ start: 0, end: 30, before: 0, after: 9_970 * 44 });
    expect(rowWindow(44 * 5_000, 440, 44, 10_000, 10)).toEqual({
      start: 4_990,
      end: 5_020,
      before: 4_990 * 44,
      after: 4_980 * 44,
    });
    expect(rowWindow(44 * 20_000, 440, 44, 10_000, 10)).toMatchObject({ start: 9_970, end: 10_000, after: 0 });
    expect(rowWindow(0, 440, 44, 0, 10)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
