import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { type CodeRow, valueText } from './code-kinds';

type Props = {
  row: CodeRow;
  /** A frozen product version's codes are read-only: update and remove are disabled, saying why. */
  frozen: boolean;
  onEdit: (row: CodeRow) => void;
  onRemove: (row: CodeRow) => void;
};

/** One discount, loading or tax code; memoized, with stable handlers, so unchanged rows skip re-rendering. */
export const CodeTableRow = memo(function CodeTableRow({ row, frozen, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const frozenReason = frozen ? t('pricing.frozenReason') : undefined;
  return (
    <tr data-testid="code-row">
      <td className="px-4 py-2">
        {row.name}
        {row.description && <span className="block text-xs text-slate-500">{row.description}</span>}
      </td>
      <td className="px-4 py-2 font-mono">{row.code}</td>
      <td className="px-4 py-2 text-right">
        {valueText(row, t('pricing.codes.kinds.custom'))}
        {row.formattedCap && (
          <span className="block text-xs text-slate-500">{t('pricing.codes.capOf', { cap: row.formattedCap })}</span>
        )}
      </td>
      <td className="max-w-xs px-4 py-2">
        {row.condition ? (
          <code className="block break-all font-mono text-xs text-slate-700" data-testid="code-condition">
            {row.condition}
          </code>
        ) : (
          <span className="text-slate-500">{t('pricing.codes.always')}</span>
        )}
      </td>
      <td className="px-4 py-2 text-right">{row.order}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right">
        <Button variant="ghost" disabled={frozen} title={frozenReason} onClick={() => onEdit(row)}>
          {t('pricing.actions.update')}
        </Button>
        <Button variant="ghost" disabled={frozen} title={frozenReason} onClick={() => onRemove(row)}>
          {t('pricing.actions.remove')}
        </Button>
      </td>
    </tr>
  );
});
