import { DEFAULT_BUCKET } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { FileExplorer } from './FileExplorer';
import type { FileItem } from './selection';

export type PickedFile = { key: string; fileName: string; size: number; isPublic: boolean };

const picked = (file: FileItem): PickedFile => ({
  key: file.path,
  fileName: file.name,
  size: file.size,
  isPublic: file.isPublic,
});

/**
 * The file explorer as a picker for other screens (templates, UI editor), held to the default bucket,
 * where the renderers look file keys up. One selected file calls
 * `onSelect`; several call `onSelectMany` (or `onSelect` with the first when that is not given).
 */
export function FilePickerModal({
  open,
  title,
  onClose,
  onSelect,
  onSelectMany,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onSelect: (file: PickedFile) => void;
  onSelectMany?: (files: PickedFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title ?? t('files.picker.title')} onClose={onClose} size="lg">
      <FileExplorer
        initialBucket={DEFAULT_BUCKET}
        bucketLocked
        onPick={(choice) => {
          if (choice.kind === 'single') onSelect(picked(choice.file));
          else if (onSelectMany) onSelectMany(choice.files.map(picked));
          else if (choice.files[0]) onSelect(picked(choice.files[0]));
          onClose();
        }}
      />
    </Modal>
  );
}
