import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/useCan';
import type { ExplorerItem, FileItem } from '../selection';
import { Icon, type IconName } from './icons';

type Props = {
  item: ExplorerItem;
  onOpenFolder: (prefix: string) => void;
  onDownload: (file: FileItem) => void;
  onEdit: (file: FileItem) => void;
  onCut: (file: FileItem) => void;
  onDelete: (item: ExplorerItem) => void;
};

const BUTTON =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-blue-600 sm:px-2';

/** The buttons of one row, each with its own accessible name; icons only on narrow screens. */
export function RowActions({ item, onOpenFolder, onDownload, onEdit, onCut, onDelete }: Props) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const action = (key: string, icon: IconName, run: () => void, danger = false) => (
    <button
      type="button"
      className={`${BUTTON} ${danger ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
      onClick={(event) => {
        event.stopPropagation();
        run();
      }}
      aria-label={`${t(`files.actions.${key}`)} ${item.name}`}
      title={t(`files.actions.${key}`)}
    >
      <Icon name={icon} className="h-4 w-4 sm:hidden" />
      <span className="hidden sm:inline">{t(`files.actions.${key}`)}</span>
    </button>
  );
  return (
    <span className="inline-flex items-center gap-0.5 sm:gap-1">
      {item.type === 'folder' ? (
        action('open', 'open', () => onOpenFolder(item.path))
      ) : (
        <>
          {action('download', 'download', () => onDownload(item))}
          {canEdit && action('edit', 'edit', () => onEdit(item))}
          {canEdit && action('cut', 'cut', () => onCut(item))}
        </>
      )}
      {canEdit && action('delete', 'trash', () => onDelete(item), true)}
    </span>
  );
}
