import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNames } from '../../i18n/list-format';
import { Button } from '../../ui/Button';
import { Page, PageHeader } from '../../ui/Page';
import { FileExplorer } from './FileExplorer';
import { FilePickerModal, type PickedFile } from './FilePickerModal';

/** ViewFilesHome: the file explorer, with a way to try the picker other screens use. */
export function FilesPage() {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  return (
    <Page>
      <PageHeader
        title={t('files.title')}
        subtitle={t('files.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('files.picker.try')}
          </Button>
        }
      />
      <FileExplorer placeInUrl />
      {picked.length > 0 && (
        <p className="mt-4 text-sm text-slate-700" role="status" data-testid="picked-files">
          {t('files.picker.picked', { keys: formatNames(picked.map((file) => file.key)) })}
        </p>
      )}
      <FilePickerModal
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(file) => setPicked([file])}
        onSelectMany={setPicked}
      />
    </Page>
  );
}
