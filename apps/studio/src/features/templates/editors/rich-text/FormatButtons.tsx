import type { Editor } from '@tiptap/react';
import { useTemplateReadOnly } from '../../shell/template-read-only';

const TOOLS = [
  { key: 'bold', run: 'toggleBold', mark: 'B' },
  { key: 'italic', run: 'toggleItalic', mark: 'I' },
  { key: 'bulletList', run: 'toggleBulletList', mark: '•' },
  { key: 'orderedList', run: 'toggleOrderedList', mark: '1.' },
] as const;
export type FormatTool = (typeof TOOLS)[number]['key'];

/** Bold, italic and the two lists, each a toggle that shows whether it applies at the cursor (none when read-only). */
export function FormatButtons({ editor, labelOf }: { editor: Editor | null; labelOf: (tool: FormatTool) => string }) {
  const readOnly = useTemplateReadOnly();
  if (readOnly) return null;
  return TOOLS.map((tool) => (
    <button
      key={tool.key}
      type="button"
      title={labelOf(tool.key)}
      aria-label={labelOf(tool.key)}
      aria-pressed={editor?.isActive(tool.key) ?? false}
      className={`min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-100 ${editor?.isActive(tool.key) ? 'bg-slate-200' : ''}`}
      onClick={() => editor?.chain().focus()[tool.run]().run()}
    >
      {tool.mark}
    </button>
  ));
}
