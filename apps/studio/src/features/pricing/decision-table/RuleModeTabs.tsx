import { useTranslation } from 'react-i18next';
import type { RuleMode, TableRefusal } from './useRuleTable';

/** "Decision table" / "Code" switch of a rule, and why the code cannot open as a table. */
export function RuleModeTabs({
  mode,
  refusal,
  onTable,
  onCode,
}: {
  mode: RuleMode;
  refusal: TableRefusal | null;
  onTable: () => void;
  onCode: () => void;
}) {
  const { t } = useTranslation();
  const tab = (active: boolean) =>
    `px-3 py-1.5 text-sm font-medium ${active ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`;
  return (
    <div className="space-y-1">
      <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300">
        <legend className="sr-only">{t('pricing.decisionTable.editAs')}</legend>
        <button type="button" className={tab(mode === 'table')} aria-pressed={mode === 'table'} onClick={onTable}>
          {t('pricing.decisionTable.tableMode')}
        </button>
        <button
          type="button"
          className={`${tab(mode === 'code')} border-l border-slate-300`}
          aria-pressed={mode === 'code'}
          onClick={onCode}
        >
          {t('pricing.decisionTable.codeMode')}
        </button>
      </fieldset>
      {refusal && (
        <p role="status" data-testid="table-refusal" className="text-sm text-amber-800">
          {t(`pricing.decisionTable.refusals.${refusal.reason}`, { row: (refusal.row ?? 0) + 1 })}
        </p>
      )}
    </div>
  );
}
