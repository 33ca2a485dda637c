import type { ResultOf } from 'gql.tada';
import { useEffect, useState } from 'react';
import { type Answer, execute } from '../../../../api/client';
import { useDebouncedValue } from '../../../../ui/useDebouncedValue';
import type { EditorBody } from '../../shell/TemplateEditorShell';
import { RenderWkhtmltopdfQuery } from './graphql';
import { type PdfContent, printSettingsOf } from './pdf-content';

/** A render cut short (network, timeout, a busy renderer) is tried again this many times. */
const PREVIEW_RETRIES = 2;
/** The server's answer when its print queue is full (platform/render/chromium). */
const RETRIED_MESSAGES = /renderer is busy/i;

/** One render of the preview: the PDF, the errors or warnings for the debug console, whether to try again. */
type Attempt = { pdf: Uint8Array | null; errors: string[]; retry: boolean };

/** `templateName` titles the PDF when neither its metadata nor its HTML does, as the API's render of the template. */
export async function renderOnce(
  content: PdfContent,
  contentJsonString: string,
  templateName: string,
): Promise<Attempt> {
  const variables = { ...printSettingsOf(content), input: { name: 'data', contentJsonString }, templateName };
  let answer: Answer<ResultOf<typeof RenderWkhtmltopdfQuery>>;
  try {
    answer = await execute(RenderWkhtmltopdfQuery, variables);
  } catch (error) {
    // No answer at all (cancelled, offline, timed out): worth another try.
    return { pdf: null, errors: [String((error as Error).message)], retry: true };
  }
  const result = answer.data?.renderWkhtmltopdf;
  const errors = (result?.errors ?? answer.errors.map((error) => error.message)).filter((e): e is string => Boolean(e));
  if (result?.status === 'success' && result.base64) {
    // A printed PDF's errors are its warnings, such as an image it could not load.
    return { pdf: Uint8Array.from(atob(result.base64), (char) => char.charCodeAt(0)), errors, retry: false };
  }
  return { pdf: null, errors, retry: errors.some((error) => RETRIED_MESSAGES.test(error)) };
}

/**
 * Renders the working copy to a PDF while the preview is on (debounced), with the preview data as
 * `data`; reports failures and warnings (files the PDF printed without) to the debug console's 'render'
 * channel with the HTML for the hint.
 */
export function usePdfPreview(content: PdfContent, body: Pick<EditorBody<unknown>, 'preview' | 'report' | 'common'>) {
  const [pdf, setPdf] = useState<Uint8Array | null>(null);
  const [rendering, setRendering] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const settled = useDebouncedValue(content, 600);
  const { enabled, data } = body.preview;
  const dataJson = data ? JSON.stringify(data) : null;
  const { report } = body;
  // The name titles the PDF; typing it waits like the content does.
  const templateName = useDebouncedValue(body.common.name, 600);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "render again" button's trigger
  useEffect(() => {
    if (!enabled || dataJson === null) {
      setRendering(false);
      report('render', []);
      return;
    }
    let current = true;
    let retries = 0;
    const run = async () => {
      setRendering(true);
      const answer = await renderOnce(settled, dataJson, templateName);
      if (!current) return;
      if (answer.retry && retries < PREVIEW_RETRIES) {
        retries++;
        return run();
      }
      setRendering(false);
      report('render', answer.errors, settled.html);
      if (answer.pdf) setPdf(answer.pdf);
    };
    void run();
    return () => {
      current = false;
    };
  }, [enabled, dataJson, settled, templateName, report, attempt]);
  return { pdf: enabled ? pdf : null, rendering, rerender: () => setAttempt((count) => count + 1) };
}
