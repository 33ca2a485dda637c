import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../../api/client';
import { LazyCodeEditor } from '../../../../ui/LazyCodeEditor';
import { TabList } from '../../../../ui/TabList';
import { toasts } from '../../../../ui/toasts/toast-store';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import { wkhtmltopdfKind } from '.';
import { EditorPreviewSplit } from './EditorPreviewSplit';
import { UpdateWkhtmltopdfMutation, WkhtmltopdfTemplateQuery } from './graphql';
import { PdfPreviewPane } from './PdfPreviewPane';
import { PdfRichTextEditor } from './PdfRichTextEditor';
import { PdfSettingsSection } from './PdfSettingsSection';
import { contentOf, type HeaderFooter, type PdfContent, printSettingsOf } from './pdf-content';
import { type TemplateFit, templateRichTextFit } from './rich-text-fit';
import { useDevMode } from './useDevMode';
import { usePdfPreview } from './usePdfPreview';

type View = 'body' | 'header' | 'footer';
const HELD: TemplateFit = { ok: true };
const VIEWS: View[] = ['body', 'header', 'footer'];

const load = async (id: string): Promise<PdfContent> => {
  const template = (await request(WkhtmltopdfTemplateQuery, { id })).templates?.list?.[0];
  return contentOf(template && 'html' in template ? template : null);
};

/** ViewTemplatesWkhtml: body, header and footer; code or rich text; the PDF preview; document settings. */
export function WkhtmltopdfEditor({ templateId }: { templateId: string }) {
  return (
    <TemplateEditorShell<PdfContent>
      templateId={templateId}
      kind={wkhtmltopdfKind}
      load={load}
      save={async (id, common, content) => {
        await mutate(
          UpdateWkhtmltopdfMutation,
          {
            templateId: id,
            input: { ...common, ...printSettingsOf(content) },
          },
          (data) => data.updateWkhtmltopdfTemplate,
        );
        return undefined;
      }}
    >
      {(body) => <WkhtmltopdfBody {...body} />}
    </TemplateEditorShell>
  );
}

function WkhtmltopdfBody(body: EditorBody<PdfContent>) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('body');
  const [devModePreferred, setDevMode] = useDevMode();
  const { content, setContent } = body;
  // The template decides the mode: HTML rich text cannot hold exactly opens in code, whatever this browser
  // prefers. Rich text, once open, holds what it writes itself; code stays code until the author switches.
  const [bodyHtml, headerHtml, footerHtml] = [content.html, content.headerSettings.html, content.footerSettings.html];
  const [richTextOpen, setRichTextOpen] = useState(
    () => !devModePreferred && templateRichTextFit({ body: bodyHtml, header: headerHtml, footer: footerHtml }).ok,
  );
  const fit = useMemo(
    () => (richTextOpen ? HELD : templateRichTextFit({ body: bodyHtml, header: headerHtml, footer: footerHtml })),
    [richTextOpen, bodyHtml, headerHtml, footerHtml],
  );
  const devMode = !richTextOpen;
  const noteId = useId();
  const preview = usePdfPreview(content, body);
  const setHeaderFooter = (which: 'headerSettings' | 'footerSettings', next: Partial<HeaderFooter>) =>
    setContent({ ...content, [which]: { ...content[which], ...next } });

  const htmlEditor = (value: string, onChange: (html: string) => void, label: string, tall: boolean) =>
    devMode ? (
      <LazyCodeEditor
        key={`code-${view}`}
        value={value}
        onChange={onChange}
        label={label}
        language="html"
        readOnly={body.readOnly}
        minHeight={tall ? '1200px' : '16rem'}
      />
    ) : (
      <PdfRichTextEditor
        key={`rich-${view}`}
        value={value}
        onChange={onChange}
        label={label}
        graphQlQuery={body.common.graphQlQuery}
        onProblem={(message) => toasts.error(message)}
        heightClass={tall ? 'h-[1200px]' : 'h-64'}
      />
    );

  const download = () => {
    if (!preview.pdf) return;
    const url = URL.createObjectURL(new Blob([preview.pdf as BlobPart], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${body.common.name || 'preview'}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div className="space-y-4">
      <EditorPreviewSplit
        editor={
          <section
            className="flex h-[1270px] min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-3"
            aria-label={t('wkhtmltopdf.editorArea')}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <TabList
                label={t('wkhtmltopdf.views.label')}
                tabs={VIEWS.map((name) => ({ id: name, label: t(`wkhtmltopdf.views.${name}`) }))}
                selected={view}
                onSelect={setView}
              />
              <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={devMode}
                  disabled={!fit.ok}
                  aria-describedby={fit.ok ? undefined : noteId}
                  onChange={(event) => {
                    setDevMode(event.target.checked);
                    setRichTextOpen(!event.target.checked);
                  }}
                />
                {t('wkhtmltopdf.devMode')}
              </label>
            </div>
            {fit.ok ? null : <CodeOnlyNote id={noteId} fit={fit} />}
            <div className="min-h-0 flex-1 overflow-auto">
              {view === 'body' ? (
                htmlEditor(
                  content.html,
                  (html) => setContent({ ...content, html }),
                  t('wkhtmltopdf.views.bodyEditor'),
                  true,
                )
              ) : (
                <HeaderFooterFields
                  value={content[view === 'header' ? 'headerSettings' : 'footerSettings']}
                  onChange={(next) => setHeaderFooter(view === 'header' ? 'headerSettings' : 'footerSettings', next)}
                  which={view}
                  readOnly={body.readOnly}
                  htmlEditor={htmlEditor}
                />
              )}
            </div>
          </section>
        }
        preview={body.preview.enabled ? <PdfPreviewPane preview={preview} onDownload={download} /> : null}
      />
      <PdfSettingsSection content={content} onChange={setContent} readOnly={body.readOnly} />
    </div>
  );
}

/** Why this template stays in the code editor (the rich-text toggle points here). */
function CodeOnlyNote({ id, fit }: { id: string; fit: Exclude<TemplateFit, { ok: true }> }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      role="note"
      className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {t('wkhtmltopdf.codeOnly.note', {
        part: t(`wkhtmltopdf.codeOnly.parts.${fit.part}`),
        reason: t(`wkhtmltopdf.codeOnly.reasons.${fit.reason}`, { at: fit.at + 1 }),
      })}
    </p>
  );
}

type HtmlEditor = (value: string, onChange: (html: string) => void, label: string, tall: boolean) => React.ReactNode;

function HeaderFooterFields({
  value,
  onChange,
  which,
  readOnly,
  htmlEditor,
}: {
  value: HeaderFooter;
  onChange: (next: Partial<HeaderFooter>) => void;
  which: 'header' | 'footer';
  readOnly: boolean;
  htmlEditor: HtmlEditor;
}) {
  const { t } = useTranslation();
  const field =
    'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">
        {t('wkhtmltopdf.headerFooter.variables')}{' '}
        <code translate="no">
          [page] [topage] [date] [isodate] [time] [title] [section] [subsection] [frompage] [webpage]
        </code>
      </p>
      <fieldset disabled={readOnly} className="min-w-0 space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          {(['left', 'center', 'right'] as const).map((cell) => (
            <label key={cell} className="block text-sm font-medium text-slate-700">
              {t(`wkhtmltopdf.headerFooter.${cell}`, { part: t(`wkhtmltopdf.views.${which}`) })}
              <input
                className={field}
                value={value[cell]}
                onChange={(event) => onChange({ [cell]: event.target.value })}
              />
            </label>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block text-sm font-medium text-slate-700">
            {t('wkhtmltopdf.headerFooter.fontName')}
            <input
              className={field}
              value={value.fontName}
              placeholder="Arial"
              onChange={(event) => onChange({ fontName: event.target.value })}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('wkhtmltopdf.headerFooter.fontSize')}
            <input
              type="number"
              min={1}
              max={200}
              className={field}
              value={value.fontSize ?? ''}
              placeholder="12"
              onChange={(event) => {
                const size = Number.parseInt(event.target.value, 10);
                onChange({ fontSize: Number.isFinite(size) && size > 0 ? Math.min(size, 200) : null });
              }}
            />
          </label>
          <label className="flex items-end gap-2 pb-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={value.line}
              onChange={(event) => onChange({ line: event.target.checked })}
            />
            {t('wkhtmltopdf.headerFooter.line')}
          </label>
        </div>
      </fieldset>
      <div>
        <h3 className="mb-1 text-sm font-medium text-slate-700">{t('wkhtmltopdf.headerFooter.html')}</h3>
        <p className="mb-2 text-xs text-slate-500">{t('wkhtmltopdf.headerFooter.htmlHint')}</p>
        {htmlEditor(
          value.html,
          (html) => onChange({ html }),
          t('wkhtmltopdf.headerFooter.htmlEditor', { part: t(`wkhtmltopdf.views.${which}`) }),
          false,
        )}
      </div>
    </div>
  );
}
