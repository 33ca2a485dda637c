import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import type { EditorBody } from '../shell/TemplateEditorShell';

/**
 * Renders `source` with the preview data while the preview is on (debounced), reporting failures (and a
 * success's warnings, such as an unknown filter) to the debug console's 'render' channel with the source
 * for the hint.
 */
export function useLiquidRender<T>(
  source: string,
  body: Pick<EditorBody<unknown>, 'preview' | 'report'>,
  render: (
    source: string,
    contentJsonString: string,
  ) => Promise<{ status: string; errors?: ReadonlyArray<string | null> | null; value: T | null }>,
) {
  const [output, setOutput] = useState<T | null>(null);
  const settled = useDebouncedValue(source, 300);
  const { enabled, data } = body.preview;
  const dataJson = data ? JSON.stringify(data) : null;
  const { report } = body;
  useEffect(() => {
    if (!enabled || dataJson === null) {
      setOutput(null);
      report('render', []);
      return;
    }
    let current = true;
    render(settled, dataJson)
      .then((answer) => {
        if (!current) return;
        const errors = (answer.errors ?? []).filter((error): error is string => Boolean(error));
        report('render', errors, settled);
        setOutput(answer.status === 'success' ? answer.value : null);
      })
      .catch((error: unknown) => current && report('render', [String((error as Error).message)]));
    return () => {
      current = false;
    };
  }, [enabled, dataJson, settled, report, render]);
  return output;
}
