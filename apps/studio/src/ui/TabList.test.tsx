import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './TabList';

const TABS = [
  { id: 'html', label: 'HTML' },
  { id: 'text', label: 'Text' },
  { id: 'raw', label: 'Raw' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('html');
  return <TabList label="Parts" tabs={TABS} selected={selected} onSelect={setSelected} panelIds={{ html: 'p1' }} />;
}

describe('TabList', () => {
  it('keeps only the selected tab in the tab order and moves with the arrow keys, Home and End', async () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeTruthy();
    expect(tab('HTML').getAttribute('aria-selected')).toBe('true');
    expect([tab('HTML').tabIndex, tab('Text').tabIndex, tab('Raw').tabIndex]).toEqual([0, -1, -1]);
    expect(tab('HTML').getAttribute('aria-controls')).toBe('p1');

    await userEvent.tab();
    expect(document.activeElement).toBe(tab('HTML'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Text'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Raw').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(tab('HTML').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Raw'));
    await userEvent.click(tab('Text'));
    expect(tab('Text').tabIndex).toBe(0);
  });
});
