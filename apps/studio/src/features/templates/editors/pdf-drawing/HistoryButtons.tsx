import { useTranslation } from 'react-i18next';
import { pdfToolButton } from '../../../../ui/pdf';

type Props = { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };

/** Undo and redo of box operations (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y), for the workspace toolbar. */
export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset aria-label={t('pdfDrawing.history')} className="flex gap-1">
      <button
        type="button"
        className={pdfToolButton}
        title={t('pdfDrawing.undoKeys')}
        disabled={!canUndo}
        onClick={onUndo}
      >
        {t('pdfDrawing.undo')}
      </button>
      <button
        type="button"
        className={pdfToolButton}
        title={t('pdfDrawing.redoKeys')}
        disabled={!canRedo}
        onClick={onRedo}
      >
        {t('pdfDrawing.redo')}
      </button>
    </fieldset>
  );
}
