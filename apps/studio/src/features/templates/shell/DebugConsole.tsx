import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugEntry } from './debug-entries';
import { localizeTemplateMessage } from './template-message';

type Props = { entries: DebugEntry[]; onClear: () => void };

/** Spec 001 §2: errors with their hint, bottom left, draggable, at most 200 px high. */
export function DebugConsole({ entries, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  if (entries.length === 0) return null;

  const start = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
  };
  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { x, y, from } = drag.current;
    setOffset({ x: from.x + event.clientX - x, y: from.y + event.clientY - y });
  };

  return (
    <section
      aria-label={t('templates.debug.title')}
      data-testid="debug-console"
      className="fixed bottom-4 left-4 z-40 w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-red-200 bg-white shadow-xl"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div
        className="flex cursor-move touch-none items-center justify-between rounded-t-lg bg-red-50 px-3 py-1.5 text-xs font-semibold text-red-800"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <span>
          {t('templates.debug.title')} ({entries.length})
        </span>
        <button type="button" className="rounded px-2 py-0.5 hover:bg-red-100" onClick={onClear}>
          {t('templates.debug.clear')}
        </button>
      </div>
      <ul className="max-h-[200px] divide-y divide-slate-100 overflow-y-auto text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="px-3 py-2">
            <p className="break-words text-red-700">
              {localizeTemplateMessage(entry.message, i18n)}
              {entry.at ? ` (${entry.at})` : ''}
            </p>
            {entry.hint && (
              <p className="mt-1 overflow-x-auto whitespace-pre rounded bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700">
                <span>{entry.hint.before}</span>
                <span className="font-bold text-red-600" title={t('templates.debug.here')}>
                  ✖
                </span>
                <span>{entry.hint.after}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
