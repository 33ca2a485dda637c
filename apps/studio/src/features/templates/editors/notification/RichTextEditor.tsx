import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Receives the insert function (text at the cursor) once the editor exists. */
  onReady?: (insert: (text: string) => void) => void;
};

const TOOLS = [
  { key: 'bold', run: 'toggleBold', mark: 'B' },
  { key: 'italic', run: 'toggleItalic', mark: 'I' },
  { key: 'bulletList', run: 'toggleBulletList', mark: '•' },
  { key: 'orderedList', run: 'toggleOrderedList', mark: '1.' },
] as const;

/** TipTap 3 rich text for a notification's HTML; the parent owns the HTML. */
export function RichTextEditor({ value, onChange, label, onReady }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    // No autolinking: `data.name` in a Liquid tag must stay text, not become a link.
    extensions: [StarterKit.configure({ link: { autolink: false, linkOnPaste: false, openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        class: 'prose prose-sm min-h-64 max-w-none px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
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
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            title={t(`templates.notification.tools.${tool.key}`)}
            aria-label={t(`templates.notification.tools.${tool.key}`)}
            aria-pressed={editor?.isActive(tool.key) ?? false}
            className={`min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-100 ${editor?.isActive(tool.key) ? 'bg-slate-200' : ''}`}
            onClick={() => editor?.chain().focus()[tool.run]().run()}
          >
            {tool.mark}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
