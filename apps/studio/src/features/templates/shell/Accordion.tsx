import type { ReactNode } from 'react';

/** One collapsible section of an editor's side column. */
export function Accordion({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group rounded-lg border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-slate-800">
        {title}
        <span aria-hidden="true" className="text-slate-400 transition-transform group-open:rotate-90">
          ›
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-100 px-4 py-3">{children}</div>
    </details>
  );
}

/** A labelled monospace text area (queries, JSON). */
export function CodeArea({
  label,
  value,
  onChange,
  rows = 6,
  invalid,
  testId,
  hint,
  readOnly = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  invalid?: boolean;
  testId?: string;
  /** A line under the box saying what its text is for. */
  hint?: string;
  /** Shown and selectable, not editable (a user who may only view the template). */
  readOnly?: boolean;
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <textarea
        value={value}
        rows={rows}
        spellCheck={false}
        data-testid={testId}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 block w-full rounded-md border px-3 py-2 font-mono text-xs focus:outline-2 focus:outline-blue-600 ${readOnly ? 'cursor-default border-dashed border-slate-300 bg-slate-100 text-slate-600' : `shadow-sm ${invalid ? 'border-red-500' : 'border-slate-300'}`}`}
      />
      {hint && <span className="mt-1 block text-xs font-normal text-slate-500">{hint}</span>}
    </label>
  );
}
