import { notificationTextKey, SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute, mutate } from '../../../../api/client';
import { LocaleSelectField } from '../../../../ui/LocaleSelectField';
import { readTexts, saveTexts } from '../../../products/texts';
import { LiquidPickerButton } from '../../picker/LiquidPickerModal';
import { CodeArea } from '../../shell/Accordion';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import type { CommonDraft } from '../../shell/useTemplateDraft';
import { useLiquidRender } from '../useLiquidRender';
import { notificationKind } from '.';
import { RenderHtmlQuery, UpdateNotificationMutation } from './graphql';
import { RichTextEditor } from './RichTextEditor';

/** The HTML of each locale, stored as l10n texts keyed by the template id. */
type NotificationContent = Record<SupportedLocale, string>;

const load = async (id: string): Promise<NotificationContent> => {
  const key = notificationTextKey(id);
  const texts = await Promise.all(SUPPORTED_LOCALES.map((locale) => readTexts([key], locale)));
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale, at) => [locale, texts[at]?.get(key) ?? '']),
  ) as NotificationContent;
};

async function save(templateId: string, common: CommonDraft, content: NotificationContent) {
  const { graphQlQuery: _query, ...settings } = common;
  await mutate(UpdateNotificationMutation, { templateId, input: settings }, (data) => data.updateNotificationTemplate);
  const key = notificationTextKey(templateId);
  const stored = await load(templateId);
  const changed = SUPPORTED_LOCALES.filter((locale) => content[locale] !== stored[locale]);
  // Per locale: an emptied text that existed is deleted, an empty one that never existed is skipped.
  await Promise.all(
    changed.map((locale) =>
      saveTexts([{ key, locale, value: content[locale] }], new Map(stored[locale] ? [[key, stored[locale]]] : [])),
    ),
  );
  return undefined;
}

const renderHtml = async (html: string, contentJsonString: string) => {
  const answer = await execute(RenderHtmlQuery, { html, input: { name: 'data', contentJsonString } });
  const result = answer.data?.renderHtml;
  return {
    status: result?.status ?? 'failure',
    errors: result?.errors ?? answer.errors.map((error) => error.message),
    value: result?.value ?? null,
  };
};

/** ViewTemplatesNotification: locale select, rich text per locale, rendered preview with content JSON. */
export function NotificationEditor({ templateId }: { templateId: string }) {
  return (
    <TemplateEditorShell<NotificationContent>
      templateId={templateId}
      kind={notificationKind}
      load={load}
      save={save}
      usesQuery={false}
    >
      {(body) => <NotificationBody {...body} />}
    </TemplateEditorShell>
  );
}

function NotificationBody(body: EditorBody<NotificationContent>) {
  const { t, i18n } = useTranslation();
  const [locale, setLocale] = useState<SupportedLocale>((i18n.language as SupportedLocale) ?? 'en-US');
  const [contentJson, setContentJson] = useState('{}');
  const insertAt = useRef<(text: string) => void>(() => undefined);
  const onReady = useCallback((insert: (text: string) => void) => {
    insertAt.current = insert;
  }, []);
  const html = body.content[locale] ?? '';
  let data: Record<string, unknown> | null = null;
  try {
    data = JSON.parse(contentJson || '{}');
  } catch {
    data = null;
  }
  const rendered = useLiquidRender(
    html,
    { report: body.report, preview: { ...body.preview, enabled: true, data } },
    renderHtml,
  );
  return (
    <div className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <LocaleSelectField label={t('templates.notification.locale')} value={locale} onChange={setLocale} />
          <LiquidPickerButton graphQlQuery="" onPick={(text) => insertAt.current(text)} />
        </div>
        <RichTextEditor
          key={locale}
          label={t('templates.notification.html', { locale })}
          value={html}
          onReady={onReady}
          onChange={(next) => body.setContent({ ...body.content, [locale]: next })}
        />
      </section>
      <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
        <CodeArea
          label={t('templates.notification.contentJson')}
          hint={t('templates.editor.previewOnlyHint')}
          value={contentJson}
          onChange={setContentJson}
          invalid={data === null}
          rows={8}
        />
        <div>
          <h2 className="mb-1 text-sm font-medium text-slate-700">{t('templates.notification.rendered')}</h2>
          {rendered === null ? (
            <p className="text-sm text-slate-500">{t('templates.preview.noPreview')}</p>
          ) : (
            <iframe
              title={t('templates.notification.rendered')}
              sandbox=""
              srcDoc={rendered}
              data-testid="notification-rendered"
              className="h-56 w-full rounded-md border border-slate-200 bg-white"
            />
          )}
        </div>
      </section>
    </div>
  );
}
