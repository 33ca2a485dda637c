import { type ComponentProps, lazy, Suspense } from 'react';

const CodeEditor = lazy(() => import('./CodeEditor').then((module) => ({ default: module.CodeEditor })));

/** CodeEditor loaded on first use, so CodeMirror stays out of the start-up bundle. */
export function LazyCodeEditor(props: ComponentProps<typeof CodeEditor>) {
  return (
    <Suspense fallback={<div className="h-40 animate-pulse rounded-md border border-slate-200 bg-slate-50" />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
