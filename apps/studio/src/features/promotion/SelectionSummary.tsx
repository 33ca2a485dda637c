import { useTranslation } from 'react-i18next';
import type { Picked, Selection } from './selection';

/** What is chosen, across the three lists (a search may hide some): each can be taken out again. */
export function SelectionSummary({
  selection,
  onToggle,
}: {
  selection: Selection;
  onToggle: (picked: Picked) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="mt-4" aria-label={t('promotion.selection.title')}>
      <p className="text-sm font-medium text-slate-800">
        {selection.size === 0
          ? t('promotion.selection.none')
          : t('promotion.selection.count', { count: selection.size })}
      </p>
      {selection.size > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {[...selection.values()].map((picked) => (
            <li
              key={picked.key}
              className="flex max-w-full items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-xs text-blue-900"
            >
              <span className="text-blue-700">{t(`promotion.kinds.${picked.kind}`)}:</span>
              <span className="truncate" translate="no">
                {picked.label}
              </span>
              <button
                type="button"
                onClick={() => onToggle(picked)}
                aria-label={t('promotion.selection.remove', { name: picked.label })}
                className="rounded-full px-1.5 text-blue-700 hover:bg-blue-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
