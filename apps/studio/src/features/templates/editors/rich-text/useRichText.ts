import { type Extensions, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { useTemplateReadOnly } from '../../shell/template-read-only';
import { richTextExtensions } from './rich-text-extensions';

type Options = {
  value: string;
  onChange: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  /** Classes of the editing area beyond the shared prose ones (its height). */
  className: string;
  /** More TipTap extensions (a module-level array: a new one each render would rebuild the editor). */
  extensions?: Extensions;
};

/**
 * A TipTap 3 editor of HTML the parent owns: its changes go up, the parent's value comes down. In a
 * template editor the user may only view, it shows the HTML without letting it be edited.
 */
export function useRichText({ value, onChange, label, className, extensions = [] }: Options) {
  const readOnly = useTemplateReadOnly();
  const editor = useEditor({
    extensions: richTextExtensions(extensions),
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-readonly': String(readOnly),
        class: `prose prose-sm max-w-none px-4 py-3 focus:outline-none ${className}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return editor;
}
