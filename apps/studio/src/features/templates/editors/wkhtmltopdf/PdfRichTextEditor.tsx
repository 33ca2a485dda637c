import { EditorContent } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerModal } from '../../../files/FilePickerModal';
import { fileUrl } from '../../../files/file-paths';
import { LiquidPickerModal } from '../../picker/LiquidPickerModal';
import { useTemplateReadOnly } from '../../shell/template-read-only';
import { FormatButtons } from '../rich-text/FormatButtons';
import { useRichText } from '../rich-text/useRichText';
import { isImageFile } from './pdf-content';
import { PDF_IMAGES } from './pdf-rich-text-extensions';

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  graphQlQuery: string;
  /** Called with a problem the user should see (a file that is not an image). */
  onProblem: (message: string) => void;
  heightClass: string;
};

/** TipTap with images and the 'Advanced' menu: Liquid picker and file picker (JPG, JPEG, PNG). */
export function PdfRichTextEditor({ value, onChange, label, graphQlQuery, onProblem, heightClass }: Props) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [picker, setPicker] = useState<'liquid' | 'file' | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Nothing is inserted in a template the user may only view: no format buttons, no 'Advanced' menu.
  const readOnly = useTemplateReadOnly();
  const editor = useRichText({
    value,
    onChange,
    label,
    className: `overflow-auto ${heightClass}`,
    extensions: PDF_IMAGES,
  });
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [menuOpen]);
  const choose = (which: 'liquid' | 'file') => {
    setMenuOpen(false);
    setPicker(which);
  };
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <div
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-1"
        role="toolbar"
        aria-label={t('wkhtmltopdf.richText.toolbar')}
      >
        <FormatButtons editor={editor} labelOf={(tool) => t(`wkhtmltopdf.richText.tools.${tool}`)} />
        <div className={readOnly ? 'hidden' : 'relative ml-auto'} ref={menu}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            className="rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t('wkhtmltopdf.richText.advanced')} ▾
          </button>
          {menuOpen ? (
            <div
              role="menu"
              className="absolute right-0 z-20 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            >
              <button
                type="button"
                role="menuitem"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                onClick={() => choose('liquid')}
              >
                {t('wkhtmltopdf.richText.liquidPicker')}
              </button>
              <button
                type="button"
                role="menuitem"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                onClick={() => choose('file')}
              >
                {t('wkhtmltopdf.richText.filePicker')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <EditorContent editor={editor} />
      <LiquidPickerModal
        open={picker === 'liquid'}
        graphQlQuery={graphQlQuery}
        onClose={() => setPicker(null)}
        onPick={(liquid) => editor?.chain().focus().insertContent(liquid).run()}
      />
      <FilePickerModal
        open={picker === 'file'}
        onClose={() => setPicker(null)}
        onSelect={(file) => {
          if (!isImageFile(file.fileName)) {
            onProblem(t('wkhtmltopdf.richText.selectImage'));
            return;
          }
          editor
            ?.chain()
            .focus()
            .setImage({ src: fileUrl(file.key, { publicLink: file.isPublic }), alt: file.fileName })
            .run();
        }}
      />
    </div>
  );
}
