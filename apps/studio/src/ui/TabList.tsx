import type { KeyboardEvent } from 'react';

/** How a tab list looks: buttons in a box (segmented), an underlined row, or soft pills. */
export type TabListLook = 'segmented' | 'underline' | 'pill';

const LIST_CLASS: Record<TabListLook, string> = {
  segmented: 'inline-flex rounded-md border border-slate-300 p-0.5',
  underline: 'flex flex-wrap border-b border-slate-200',
  pill: 'flex gap-1',
};

const tabClass = (look: TabListLook, selected: boolean) => {
  if (look === 'segmented')
    return `rounded px-3 py-1 text-sm ${selected ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  if (look === 'underline')
    return `px-3 py-1.5 text-sm ${selected ? 'border-b-2 border-blue-700 font-semibold text-blue-800' : 'text-slate-600'}`;
  return `rounded-md px-3 py-1.5 text-sm font-medium ${selected ? 'bg-blue-50 text-blue-800' : 'text-slate-600 hover:bg-slate-100'}`;
};

type Props<T extends string> = {
  /** The list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  look?: TabListLook;
  /** Tabs share the list's width equally. */
  stretch?: boolean;
  className?: string;
  /** Ids of the tab buttons (`<id>-tab`) and the panels they control, when the panels carry them. */
  panelIds?: Partial<Record<T, string>>;
};

/**
 * A row of tabs as WAI-ARIA describes them: only the selected tab is in the tab order, arrow keys
 * (and Home/End) move the selection. The panels are the caller's (`role="tabpanel"`).
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  look = 'segmented',
  stretch = false,
  className = '',
  panelIds = {},
}: Props<T>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[tabs.indexOf(target)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${LIST_CLASS[look]} ${stretch ? 'w-full' : ''} ${className}`}
      onKeyDown={move}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        const panel = panelIds[tab.id];
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={panel ? `${panel}-tab` : undefined}
            aria-controls={panel}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={`${tabClass(look, isSelected)} ${stretch ? 'flex-1' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
