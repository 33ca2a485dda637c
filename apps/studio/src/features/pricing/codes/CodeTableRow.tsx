import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../ui/RowAction';
import { useCan } from '../../auth/useCan';
import { type CodeRow, valueText } from './code-kinds';

type Props = {
  row: CodeRow;
  /** A frozen product version's codes are read-only: update and remove are disabled, saying why. */
  frozen: boolean;
  onEdit: (row: CodeRow) => void;
  onRemove: (row: CodeRow) => void;
  onHistory: (row: CodeRow) => void;
};

/** One discount, loading or tax code; memoized, with stable handlers, so unchanged rows skip re-rendering. */
export const CodeTableRow = memo(function CodeTableRow({ row, frozen, onEdit, onRemove, onHistory }: Props) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const frozenReason = frozen ? t('pricing.frozenReason') : undefined;
  return (
    <tr data-testid="code-row">
      <td className="px-4 py-2">
        {row.name}
        {/* Below sm the code sits under the name (its own column is hidden). */}
        <span className="block font-mono text-xs text-slate-500 sm:hidden" translate="no">
          {row.code}
        </span>
        {row.description && <span className="block text-xs text-slate-500">{row.description}</span>}
      </td>
      <td className="hidden px-4 py-2 font-mono sm:table-cell" translate="no">
        {row.code}
      </td>
      <td className="px-4 py-2 text-right">
        {valueText(row, t('pricing.codes.kinds.custom'))}
        {row.formattedCap && (
          <span className="block text-xs text-slate-500">{t('pricing.codes.capOf', { cap: row.formattedCap })}</span>
        )}
      </td>
      <td className="hidden max-w-xs px-4 py-2 sm:table-cell">
        {row.condition ? (
          <code className="block break-all font-mono text-xs text-slate-700" data-testid="code-condition">
            {row.condition}
          </code>
        ) : (
          <span className="text-slate-500">{t('pricing.codes.always')}</span>
        )}
      </td>
      <td className="hidden px-4 py-2 text-right sm:table-cell">{row.order}</td>
      <td className="whitespace-nowrap px-1 py-2 text-right sm:px-4">
        <RowAction icon="history" label={t('audit.recordOpen')} disabled={!row.id} onClick={() => onHistory(row)} />
        {canEdit && (
          <>
            <RowAction
              icon="edit"
              label={t('pricing.actions.update')}
              disabled={frozen}
              title={frozenReason}
              onClick={() => onEdit(row)}
            />
            <RowAction
              icon="remove"
              label={t('pricing.actions.remove')}
              disabled={frozen}
              title={frozenReason}
              onClick={() => onRemove(row)}
            />
          </>
        )}
      </td>
    </tr>
  );
});
