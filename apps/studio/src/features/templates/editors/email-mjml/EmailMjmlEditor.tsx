import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute, mutate, request } from '../../../../api/client';
import { Button } from '../../../../ui/Button';
import { LazyCodeEditor } from '../../../../ui/LazyCodeEditor';
import { TextField } from '../../../../ui/TextField';
import { useDebouncedValue } from '../../../../ui/useDebouncedValue';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import { emailMjmlKind } from '.';
import { AttachmentsSection } from './AttachmentsSection';
import { EmailPreview, type EmailPreviewValue } from './EmailPreview';
import { EmailMjmlTemplateQuery, RenderEmailPreviewQuery, UpdateEmailMjmlMutation } from './graphql';
import { SendTestModal } from './SendTestModal';

type EmailContent = { mjml: string; subject: string };

/** The sample an empty email starts from, its words in the studio's language (the user writes over them). */
const starterMjml = (words: { greeting: string; body: string }) => `<mjml>
  <mj-body background-color="#f4f6f8">
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">${words.greeting}</mj-text>
        <mj-text>${words.body}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;

const load = async (id: string): Promise<EmailContent> => {
  const template = (await request(EmailMjmlTemplateQuery, { id })).templates?.list?.[0];
  const email = template && 'mjml' in template ? template : null;
  return { mjml: email?.mjml ?? '', subject: email?.subject ?? '' };
};

/** ViewTemplatesEmailMjml: subject, MJML code, live preview, attachments and the test email. */
export function EmailMjmlEditor({ templateId }: { templateId: string }) {
  return (
    <TemplateEditorShell<EmailContent>
      templateId={templateId}
      kind={emailMjmlKind}
      load={load}
      save={async (id, common, content) => {
        await mutate(
          UpdateEmailMjmlMutation,
          { templateId: id, input: { ...common, mjml: content.mjml, subject: content.subject } },
          (data) => data.updateEmailMjmlTemplate,
        );
        return undefined;
      }}
    >
      {(body) => <EmailBody templateId={templateId} {...body} />}
    </TemplateEditorShell>
  );
}

/** Renders the working copy (Liquid with the preview data, then MJML) shortly after each change. */
function useEmailPreview(content: EmailContent, body: EditorBody<EmailContent>) {
  const [value, setValue] = useState<EmailPreviewValue | null>(null);
  const [loading, setLoading] = useState(false);
  const settled = useDebouncedValue(content, 400);
  const { enabled, data } = body.preview;
  const dataJson = enabled && data ? JSON.stringify(data) : '{}';
  const { report } = body;
  useEffect(() => {
    if (settled.mjml.trim() === '') {
      setValue(null);
      report('render', []);
      return;
    }
    let current = true;
    setLoading(true);
    execute(RenderEmailPreviewQuery, {
      emailMjml: settled.mjml,
      subject: settled.subject,
      input: { name: 'data', contentJsonString: dataJson },
    })
      .then((answer) => {
        if (!current) return;
        const result = answer.data?.renderEmailMjmlPreview;
        if (result?.status === 'success' && result.value) {
          // MJML's warnings have their own list below the preview; Liquid's go to the debug console.
          const liquidWarnings = (result.errors ?? []).filter(
            (error): error is string => !!error?.startsWith('liquid|'),
          );
          report('render', liquidWarnings, settled.mjml);
          setValue({
            html: result.value.html ?? '',
            subject: result.value.subject ?? '',
            warnings: result.value.warnings,
          });
        } else {
          const errors = (result?.errors ?? answer.errors.map((error) => error.message)).filter(
            (error): error is string => Boolean(error),
          );
          report('render', errors, settled.mjml);
        }
      })
      .catch((error: unknown) => current && report('render', [String((error as Error).message)]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [settled, dataJson, report]);
  return { value, loading, dataJson };
}

function EmailBody({ templateId, ...body }: EditorBody<EmailContent> & { templateId: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { content } = body;
  const preview = useEmailPreview(content, body);
  return (
    <div className="space-y-4">
      <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-0 flex-1"
            label={t('emailMjml.subject')}
            value={content.subject}
            readOnly={body.readOnly}
            maxLength={1000}
            onChange={(event) => body.setContent({ ...content, subject: event.target.value })}
          />
          {!body.readOnly && (
            <Button variant="secondary" onClick={() => setSending(true)}>
              {t('emailMjml.send.open')}
            </Button>
          )}
        </div>
        <div>
          <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium text-slate-700">{t('emailMjml.code')}</span>
            {content.mjml.trim() === '' && !body.readOnly && (
              <Button
                variant="ghost"
                className="px-2 py-1"
                onClick={() =>
                  body.setContent({
                    ...content,
                    mjml: starterMjml({
                      greeting: t('emailMjml.starterGreeting', {
                        name: '{{ data.name }}',
                        interpolation: { escapeValue: false },
                      }),
                      body: t('emailMjml.starterBody'),
                    }),
                  })
                }
              >
                {t('emailMjml.starter')}
              </Button>
            )}
          </div>
          <LazyCodeEditor
            label={t('emailMjml.code')}
            language="xml"
            value={content.mjml}
            onChange={(mjml) => body.setContent({ ...content, mjml })}
            readOnly={body.readOnly}
            placeholder="<mjml><mj-body>…</mj-body></mjml>"
            minHeight="22rem"
          />
          <p className="mt-1 text-xs text-slate-500">{t('emailMjml.codeHint')}</p>
        </div>
      </section>
      <EmailPreview value={preview.value} loading={preview.loading} withData={body.preview.enabled} />
      <AttachmentsSection templateId={templateId} contentJsonString={preview.dataJson} readOnly={body.readOnly} />
      <SendTestModal
        key={sending ? 'open' : 'closed'}
        open={sending}
        templateId={templateId}
        initialVariables={body.preview.variables}
        onClose={() => setSending(false)}
      />
    </div>
  );
}
