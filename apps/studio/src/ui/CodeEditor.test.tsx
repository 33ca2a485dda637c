import type { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from './CodeEditor';

function Harness({ readOnly, onView }: { readOnly: boolean; onView: (view: EditorView | null) => void }) {
  const [text, setText] = useState('{"var":"age"}');
  return (
    <>
      <CodeEditor label="Rule" value={text} onChange={setText} readOnly={readOnly} onView={onView} />
      <output data-testid="text">{text}</output>
    </>
  );
}

describe('the code editor', () => {
  it('is read-only while told so (a released version), says so, and editable again once it is not', () => {
    let view: EditorView | null = null;
    const { rerender } = render(<Harness readOnly onView={(made) => (view = made)} />);
    const editor = view as unknown as EditorView;
    expect(screen.getByRole('textbox', { name: 'Rule' })).toHaveAttribute('aria-readonly', 'true');
    expect(editor.state.readOnly).toBe(true);
    rerender(<Harness readOnly={false} onView={(made) => (view = made)} />);
    expect(editor.state.readOnly).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Rule' })).not.toHaveAttribute('aria-readonly');
  });
});
