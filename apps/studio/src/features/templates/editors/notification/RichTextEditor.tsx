import { EditorContent } from '@tiptap/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormatButtons } from '../rich-text/FormatButtons';
import { useRichText } from '../rich-text/useRichText';

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Receives the insert function (text at the cursor) once the editor exists. */
  onReady?: (insert: (text: string) => void) => void;
};

/** TipTap 3 rich text for a notification's HTML; the parent owns the HTML. */
export function RichTextEditor({ value, onChange, label, onReady }: Props) {
  const { t } = useTranslation();
  const editor = useRichText({ value, onChange, label, className: 'min-h-64' });
  useEffect(() => {
    if (editor) onReady?.((text) => editor.chain().focus().insertContent(text).run());
  }, [editor, onReady]);
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <div
        className="flex gap-1 border-b border-slate-200 px-2 py-1"
        role="toolbar"
        aria-label={t('templates.notification.toolbar')}
      >
        <FormatButtons editor={editor} labelOf={(tool) => t(`templates.notification.tools.${tool}`)} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
