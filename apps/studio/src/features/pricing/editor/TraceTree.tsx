import type { TraceNode } from '@carrier/contracts/rules';
import { useTranslation } from 'react-i18next';

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text;
};

/** A `table` step's lookup: the table, the row it read and the value of the output column. */
function TableLookup({ node }: { node: TraceNode }) {
  const { t } = useTranslation();
  if (!node.table) return null;
  return (
    <span className="ml-2 rounded bg-amber-50 px-1 font-sans text-amber-900" data-testid="trace-table">
      {t('rateTables.trace', {
        table: node.table.table,
        row: node.table.row,
        column: node.table.column,
        value: node.table.value,
      })}
    </span>
  );
}

function TraceItem({ node }: { node: TraceNode }) {
  const label = node.operator ?? node.rule;
  const result = node.error ? <span className="text-red-700">{node.error}</span> : <span>{show(node.result)}</span>;
  if (node.inputs.length === 0)
    return (
      <li className="py-0.5">
        <code className="rounded bg-slate-100 px-1 text-slate-800">{node.operator === 'var' ? node.rule : label}</code>
        <span className="mx-1 text-slate-400">→</span>
        <code className="text-emerald-800">{result}</code>
      </li>
    );
  return (
    <li className="py-0.5">
      <details open>
        <summary className="cursor-pointer">
          <code className="rounded bg-blue-50 px-1 font-semibold text-blue-900">{label}</code>
          <span className="mx-1 text-slate-400">→</span>
          <code className="text-emerald-800">{result}</code>
          <TableLookup node={node} />
        </summary>
        <ul className="ml-4 border-l border-slate-200 pl-3">
          {node.inputs.map((input) => (
            <TraceItem key={input.path} node={input} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A test run's trace: every operator with its inputs (children) and its result. */
export function TraceTree({ trace }: { trace: TraceNode }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('pricing.test.trace')} className="text-xs">
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('pricing.test.trace')}</h3>
      <ul className="font-mono" data-testid="trace-tree">
        <TraceItem node={trace} />
      </ul>
    </section>
  );
}
