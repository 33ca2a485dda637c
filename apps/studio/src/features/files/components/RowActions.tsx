import { useTranslation } from 'react-i18next';
import type { ExplorerItem, FileItem } from '../selection';

type Props = {
  item: ExplorerItem;
  onOpenFolder: (prefix: string) => void;
  onDownload: (file: FileItem) => void;
  onEdit: (file: FileItem) => void;
  onCut: (file: FileItem) => void;
  onDelete: (item: ExplorerItem) => void;
};

/** Icon buttons of one row, each with its own accessible name. */
export function RowActions({ item, onOpenFolder, onDownload, onEdit, onCut, onDelete }: Props) {
  const { t } = useTranslation();
  const button =
    'rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600';
  const run = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <span className="inline-flex items-center gap-1">
      {item.type === 'folder' ? (
        <button
          type="button"
          className={button}
          onClick={run(() => onOpenFolder(item.path))}
          aria-label={`${t('files.actions.open')} ${item.name}`}
        >
          {t('files.actions.open')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className={button}
            onClick={run(() => onDownload(item))}
            aria-label={`${t('files.actions.download')} ${item.name}`}
          >
            {t('files.actions.download')}
          </button>
          <button
            type="button"
            className={button}
            onClick={run(() => onEdit(item))}
            aria-label={`${t('files.actions.edit')} ${item.name}`}
          >
            {t('files.actions.edit')}
          </button>
          <button
            type="button"
            className={button}
            onClick={run(() => onCut(item))}
            aria-label={`${t('files.actions.cut')} ${item.name}`}
          >
            {t('files.actions.cut')}
          </button>
        </>
      )}
      <button
        type="button"
        className={`${button} text-red-700 hover:bg-red-50 hover:text-red-800`}
        onClick={run(() => onDelete(item))}
        aria-label={`${t('files.actions.delete')} ${item.name}`}
      >
        {t('files.actions.delete')}
      </button>
    </span>
  );
}
