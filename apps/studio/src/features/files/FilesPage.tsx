import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FileExplorer } from './FileExplorer';
import { FilePickerModal, type PickedFile } from './FilePickerModal';

/** ViewFilesHome: the file explorer, with a way to try the picker other screens use. */
export function FilesPage() {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  return (
    <main className="mx-auto max-w-6xl px-6 py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('files.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('files.subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('files.picker.try')}
        </Button>
      </div>
      <FileExplorer />
      {picked.length > 0 && (
        <p className="mt-4 text-sm text-slate-700" role="status" data-testid="picked-files">
          {t('files.picker.picked', { keys: picked.map((file) => file.key).join(', ') })}
        </p>
      )}
      <FilePickerModal
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(file) => setPicked([file])}
        onSelectMany={setPicked}
      />
    </main>
  );
}
