import { readTemplateContent, smsSegments, smsTemplateContent } from '@carrier/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { execute, mutate, request } from '../../../../api/client';
import { LiquidPickerButton } from '../../picker/LiquidPickerModal';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import { useLiquidRender } from '../useLiquidRender';
import { smsKind } from '.';
import { RenderSmsQuery, SmsTemplateQuery, UpdateSmsMutation } from './graphql';

type SmsContent = { bodyLiquid: string };

/** The template's body read through the kind's content schema (the one the server stores it by). */
const load = async (id: string): Promise<SmsContent> => {
  const template = (await request(SmsTemplateQuery, { id })).templates?.list?.[0];
  const stored = readTemplateContent(smsTemplateContent, {
    bodyLiquid: (template && 'bodyLiquid' in template ? template.bodyLiquid : null) ?? undefined,
  });
  if (!stored.ok) throw new Error(stored.message);
  return { bodyLiquid: stored.value.bodyLiquid ?? '' };
};

const renderBody = async (bodyLiquid: string, contentJsonString: string) => {
  const answer = await execute(RenderSmsQuery, { bodyLiquid, input: { name: 'data', contentJsonString } });
  const result = answer.data?.renderSms;
  return {
    status: result?.status ?? 'failure',
    errors: result?.errors ?? answer.errors.map((error) => error.message),
    value: result?.value?.body ?? null,
  };
};

/** ViewTemplatesSms: the body with length and segments, the placeholder picker and the rendered SMS. */
export function SmsEditor({ templateId }: { templateId: string }) {
  return (
    <TemplateEditorShell<SmsContent>
      templateId={templateId}
      kind={smsKind}
      load={load}
      save={async (id, common, content) => {
        await mutate(
          UpdateSmsMutation,
          { templateId: id, input: { ...common, bodyLiquid: content.bodyLiquid } },
          (data) => data.updateSmsTemplate,
        );
        return undefined;
      }}
    >
      {(body) => <SmsBody {...body} />}
    </TemplateEditorShell>
  );
}

function SmsBody(body: EditorBody<SmsContent>) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const { bodyLiquid } = body.content;
  const rendered = useLiquidRender(bodyLiquid, body, renderBody);
  const typed = smsSegments(bodyLiquid);
  const insert = (text: string) => {
    const start = area.current?.selectionStart ?? bodyLiquid.length;
    const end = area.current?.selectionEnd ?? start;
    body.setContent({ bodyLiquid: bodyLiquid.slice(0, start) + text + bodyLiquid.slice(end) });
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return (
    <div className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="sms-body" className="text-sm font-semibold text-slate-800">
            {t('templates.sms.body')}
          </label>
          <LiquidPickerButton graphQlQuery={body.common.graphQlQuery} onPick={insert} />
        </div>
        <textarea
          id="sms-body"
          ref={area}
          value={bodyLiquid}
          rows={8}
          readOnly={body.readOnly}
          onChange={(event) => body.setContent({ bodyLiquid: event.target.value })}
          className={`block w-full rounded-md border px-3 py-2 font-mono text-sm focus:outline-2 focus:outline-blue-600 ${body.readOnly ? 'cursor-default border-dashed border-slate-300 bg-slate-100 text-slate-600' : 'border-slate-300 shadow-sm'}`}
        />
        <p className="mt-2 text-xs text-slate-500" data-testid="sms-length">
          {t('templates.sms.length', { length: typed.length, segments: typed.segments, encoding: typed.encoding })}
        </p>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('templates.sms.rendered')}</h2>
        {!body.preview.enabled ? (
          <p className="text-sm text-slate-500">{t('templates.preview.noPreview')}</p>
        ) : rendered === null ? (
          <p className="text-sm text-slate-500">{t('templates.preview.noData')}</p>
        ) : (
          <>
            <p
              className="whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-emerald-50 px-4 py-3 text-sm text-slate-900"
              data-testid="sms-rendered"
            >
              {rendered}
            </p>
            <p className="mt-2 text-xs text-slate-500">{t('templates.sms.length', { ...smsSegments(rendered) })}</p>
          </>
        )}
      </section>
    </div>
  );
}
