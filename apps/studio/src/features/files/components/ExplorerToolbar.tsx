import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useCan } from '../../auth/useCan';
import { Icon } from './icons';

type Props = {
  canPaste: boolean;
  pasteName: string | null;
  searchOpen: boolean;
  onRefresh: () => void;
  onSearch: () => void;
  onCreateFolder: () => void;
  onPaste: () => void;
  onUpload: () => void;
};

export function ExplorerToolbar(props: Props) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  return (
    <div role="toolbar" aria-label={t('files.toolbar.label')} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={props.onRefresh}>
        <Icon name="refresh" /> {t('files.toolbar.refresh')}
      </Button>
      <Button variant="secondary" onClick={props.onSearch} aria-pressed={props.searchOpen}>
        <Icon name="search" /> {t('files.toolbar.search')}
      </Button>
      {canEdit && (
        <>
          <Button variant="secondary" onClick={props.onCreateFolder}>
            <Icon name="folderPlus" /> {t('files.toolbar.createFolder')}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onPaste}
            disabled={!props.canPaste}
            title={props.pasteName ? t('files.toolbar.pasteHint', { name: props.pasteName }) : undefined}
          >
            <Icon name="paste" /> {t('files.toolbar.paste')}
          </Button>
          <Button onClick={props.onUpload}>
            <Icon name="upload" /> {t('files.toolbar.upload')}
          </Button>
        </>
      )}
    </div>
  );
}
