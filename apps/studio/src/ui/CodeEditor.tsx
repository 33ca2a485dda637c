import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** JSON (default), or HTML or XML (such as MJML), whose grammars load on first use. */
  language?: 'json' | 'html' | 'xml';
  placeholder?: string;
  minHeight?: string;
  /** Past this height the editor scrolls inside itself (default: it grows with its text). */
  maxHeight?: string;
  invalid?: boolean;
  /** More CodeMirror extensions (completion, lint), fixed when the editor is made. */
  extensions?: readonly Extension[];
  /** The editor once made (null when it goes), for commands such as inserting at the cursor. */
  onView?: (view: EditorView | null) => void;
  /** Shown, selectable and copyable, but not editable (a released version, a user who may only view). */
  readOnly?: boolean;
};

const readOnlyExtensions = (readOnly: boolean): Extension =>
  readOnly ? [EditorState.readOnly.of(true), EditorView.contentAttributes.of({ 'aria-readonly': 'true' })] : [];

/** A CodeMirror 6 editor (JSON by default, or HTML or XML); the parent owns the text. */
export function CodeEditor({
  value,
  onChange,
  label,
  language = 'json',
  placeholder,
  minHeight = '10rem',
  maxHeight,
  invalid,
  extensions = [],
  onView,
  readOnly = false,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is built once; value changes are synced below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          EditorView.lineWrapping,
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of(language === 'json' ? json() : []),
          readOnlySlot.current.of(readOnlyExtensions(readOnly)),
          ...(placeholder ? [placeholderText(placeholder)] : []),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.theme({
            '&': maxHeight ? { minHeight, maxHeight } : { minHeight },
            '.cm-scroller': { minHeight, fontSize: '13px', ...(maxHeight ? { overflow: 'auto' } : {}) },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
          ...extensions,
        ],
      }),
    });
    view.current = editor;
    onView?.(editor);
    const markup =
      language === 'html'
        ? import('@codemirror/lang-html').then(({ html }) => html())
        : language === 'xml'
          ? import('@codemirror/lang-xml').then(({ xml }) => xml())
          : null;
    void markup?.then((grammar) => {
      if (view.current === editor) editor.dispatch({ effects: languageSlot.current.reconfigure(grammar) });
    });
    return () => {
      onView?.(null);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: readOnlySlot.current.reconfigure(readOnlyExtensions(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div
      ref={host}
      // Code is never translated (a browser's page translation would change it).
      translate="no"
      className={`overflow-hidden rounded-md border bg-white text-sm focus-within:outline-2 focus-within:outline-blue-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    />
  );
}
