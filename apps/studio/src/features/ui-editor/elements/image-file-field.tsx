import { publicFileSrc } from '@carrier/contracts/ui-tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { environment } from '../../../api/environment';
import { Button } from '../../../ui/Button';
import { FilePickerModal, type PickedFile } from '../../files/FilePickerModal';
import type { PropEditorProps } from './element-type';

/** Kinds of image every browser shows. */
const SHOWN = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** Why a picked file cannot be an app's image: a private file (visitors have no token), or no image. */
export function pickedImageProblem(file: Pick<PickedFile, 'fileName' | 'isPublic'>): 'notImage' | 'private' | null {
  if (!SHOWN.test(file.fileName)) return 'notImage';
  return file.isPublic ? null : 'private';
}

/** An image's file: picked in the file explorer; only a public image is taken, with a message otherwise. */
export default function ImageFileField({ label, value, onChange }: PropEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState('');
  const src = typeof value === 'string' ? value : '';
  const pick = (file: PickedFile) => {
    const problem = pickedImageProblem(file);
    setRefusal(problem ? t(`uiEditor.image.${problem}`, { name: file.fileName }) : '');
    if (!problem) onChange(publicFileSrc(file.key, environment().tenantId));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-medium text-slate-600">{label}</legend>
      {src ? (
        <img src={src} alt="" className="max-h-28 rounded border border-slate-200" />
      ) : (
        <p className="text-sm text-slate-500">{t('uiEditor.image.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('uiEditor.image.choose')}
        </Button>
        {src && (
          <Button variant="ghost" onClick={() => onChange(undefined)}>
            {t('uiEditor.image.remove')}
          </Button>
        )}
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <FilePickerModal open={open} title={t('uiEditor.image.pick')} onClose={() => setOpen(false)} onSelect={pick} />
    </fieldset>
  );
}
