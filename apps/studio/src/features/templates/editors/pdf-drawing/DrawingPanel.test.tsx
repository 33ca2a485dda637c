import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n';
import { DrawingPanel, sourceRows } from './DrawingPanel';
import type { Drawing } from './usePdfDrawingData';

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

const drawing: Drawing = {
  id: 'a',
  kind: 'TEXT',
  page: 1,
  liquidSource: 'Holder',
  point1: { x: 10, y: 20 },
  point2: { x: 110, y: 40 },
  textAlignment: 'LEFT',
  verticalAlignment: 'TOP',
  font: { familyName: 'Helvetica', emSize: 12, fontStyle: 'REGULAR' },
};

const renderPanel = (onSave = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DrawingPanel
        drawing={drawing}
        number={1}
        families={['DejaVu Sans', 'Helvetica', 'Times-Roman', 'Courier']}
        graphQlQuery=""
        busy={false}
        onSave={onSave}
        onDuplicate={vi.fn()}
        onRemove={vi.fn()}
      />
    </QueryClientProvider>,
  );

describe('DrawingPanel', () => {
  it('gives the source box room and grows it with its lines, up to 20 rows', () => {
    renderPanel();
    const source = screen.getByRole('textbox', { name: 'Text source' });
    expect(Number(source.getAttribute('rows'))).toBeGreaterThanOrEqual(6);
    fireEvent.change(source, { target: { value: Array.from({ length: 12 }, (_, line) => `line ${line}`).join('\n') } });
    expect(source).toHaveAttribute('rows', '13');
    expect(sourceRows('x\n'.repeat(40))).toBe(20);
  });

  it('offers the standard PDF fonts and the box types, and saves the type chosen', () => {
    const onSave = vi.fn();
    renderPanel(onSave);
    const family = screen.getByRole('combobox', { name: 'Font family' });
    expect(family).toHaveValue('Helvetica');
    fireEvent.change(family, { target: { value: 'Times-Roman' } });
    const kind = screen.getByRole('combobox', { name: 'Box type' });
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Text',
      'Image',
      'QR code',
      'Checkbox',
    ]);
    fireEvent.change(kind, { target: { value: 'QR_CODE' } });
    // A QR code has no font: its font fields go, its hint says what the source holds.
    expect(screen.queryByRole('combobox', { name: 'Font family' })).toBeNull();
    expect(screen.getByText(/The text or link the QR code holds/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save box' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'QR_CODE', font: expect.objectContaining({ familyName: 'Times-Roman' }) }),
    );
  });
});
