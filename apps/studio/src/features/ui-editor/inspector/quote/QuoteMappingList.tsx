import type { UiNode } from '@carrier/contracts/ui-tree';
import { useTranslation } from 'react-i18next';
import { fieldChoices, type MappingRow, type MappingVariable, mappingRows, propsWithMapping } from './quote-mapping';

const STATUS_CLASS: Record<MappingRow['status'], string> = {
  fed: 'border-slate-200',
  unfed: 'border-red-300 bg-red-50',
  optional: 'border-slate-200',
  notQuoted: 'border-slate-200',
};

/** Who reads a variable, in the studio's words: Pricing, Loading RISK, Discount FAMILY, Underwriting. */
function Readers({ row }: { row: MappingRow }) {
  const { t } = useTranslation();
  const text = row.variable.readBy
    .map((reader) => t(`uiEditor.quote.readers.${reader.kind}`, { code: reader.code ?? '' }))
    .join(' · ');
  return <span className="text-xs text-slate-500">{text}</span>;
}

/** The mapping panel: a row per variable with the field that feeds it; unfed variables flagged. */
export function QuoteMappingList({
  variables,
  nodes,
  button,
  onProps,
}: {
  variables: readonly MappingVariable[];
  nodes: readonly UiNode[];
  button: UiNode;
  onProps: (props: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const rows = mappingRows(variables, nodes, button);
  const choices = fieldChoices(nodes, button);
  const unfed = rows.filter((row) => row.status === 'unfed').length;
  return (
    <div>
      <h3 className="text-xs font-semibold text-slate-700">
        {t('uiEditor.quote.mapping')}
        {unfed > 0 && <span className="ml-1 text-red-700">· {t('uiEditor.quote.unfedCount', { count: unfed })}</span>}
      </h3>
      <p className="mb-1 text-xs text-slate-500">{t('uiEditor.quote.mappingHelp')}</p>
      {rows.length === 0 && <p className="text-xs text-slate-500">{t('uiEditor.quote.noVariables')}</p>}
      <ul className="space-y-1.5">
        {rows.map((row) => (
          <li
            key={row.variable.name}
            data-variable={row.variable.name}
            data-status={row.status}
            className={`rounded-md border p-1.5 ${STATUS_CLASS[row.status]}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-1">
              <span className="font-mono text-sm" translate="no">
                {row.variable.name}
              </span>
              {row.variable.label && <span className="text-xs text-slate-700">{row.variable.label}</span>}
              <Readers row={row} />
            </div>
            <select
              aria-label={t('uiEditor.quote.fieldFor', { variable: row.variable.name })}
              className="mt-1 block w-full rounded-md border border-slate-300 px-1 py-0.5 text-sm"
              value={row.feed?.bindTo ?? ''}
              onChange={(event) => onProps(propsWithMapping(button, row.variable.name, event.target.value))}
            >
              <option value="">{t('uiEditor.quote.notFed')}</option>
              {choices.map((choice) => (
                <option key={choice.bindTo} value={choice.bindTo} translate="no">
                  {choice.label} ({choice.bindTo})
                </option>
              ))}
            </select>
            {row.feed && row.feed.via !== 'mapping' && (
              <p className="text-xs text-slate-500">{t(`uiEditor.quote.via.${row.feed.via}`)}</p>
            )}
            {row.feed?.via === 'mapping' && row.feed.givesAge && (
              <p className="text-xs text-slate-500">{t('uiEditor.quote.via.age')}</p>
            )}
            {row.status !== 'fed' && (
              <p className={`text-xs ${row.status === 'unfed' ? 'font-medium text-red-700' : 'text-slate-500'}`}>
                {t(`uiEditor.quote.status.${row.status}`)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
