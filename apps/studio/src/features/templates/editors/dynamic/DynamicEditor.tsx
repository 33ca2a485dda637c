import { DYNAMIC_VALUE_SAMPLE } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import { Button } from '../../../../ui/Button';
import { LazyCodeEditor } from '../../../../ui/LazyCodeEditor';
import { TemplateEditorShell } from '../../shell/TemplateEditorShell';
import type { CommonDraft } from '../../shell/useTemplateDraft';
import { dynamicKind } from '.';
import {
  AddDynamicValueMutation,
  DynamicTemplateQuery,
  UpdateDynamicMutation,
  UpdateDynamicValueMutation,
} from './graphql';

/** The first value of the template (spec 001 §2 shows only it), or none yet. */
type DynamicContent = { valueId: string | null; json: string | null };

const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

const load = async (id: string): Promise<DynamicContent> => {
  const template = (await request(DynamicTemplateQuery, { id })).templates?.list?.[0];
  const first = template && 'dynamicValues' in template ? template.dynamicValues?.[0] : null;
  return first
    ? { valueId: first.valueId, json: pretty(first.valueJsonString ?? 'null') }
    : { valueId: null, json: null };
};

async function save(templateId: string, common: CommonDraft, content: DynamicContent) {
  const { graphQlQuery: _query, ...settings } = common;
  await mutate(UpdateDynamicMutation, { templateId, input: settings }, (data) => data.updateDynamicTemplate);
  if (content.json === null) return undefined;
  try {
    JSON.parse(content.json);
  } catch {
    throw new ApiError('valueJsonString is not valid JSON.');
  }
  if (content.valueId) {
    const input = { valueJsonString: content.json };
    await mutate(
      UpdateDynamicValueMutation,
      { templateId, valueId: content.valueId, input },
      (data) => data.updateDynamicValueOfTemplate,
    );
    return undefined;
  }
  await mutate(
    AddDynamicValueMutation,
    { templateId, input: { valueJsonString: content.json } },
    (data) => data.addDynamicValueToTemplate,
  );
  return load(templateId);
}

/** ViewTemplatesDynamic: 'Create JSON' when there is no value, else the first value in a JSON editor. */
export function DynamicEditor({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  return (
    <TemplateEditorShell<DynamicContent>
      templateId={templateId}
      kind={dynamicKind}
      load={load}
      save={save}
      usesQuery={false}
    >
      {({ content, setContent, readOnly }) =>
        content.json === null ? (
          <section className="flex flex-col items-center rounded-lg border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="mb-4 text-sm text-slate-600">{t('templates.dynamic.empty')}</p>
            {!readOnly && (
              <Button
                onClick={() => setContent({ valueId: null, json: JSON.stringify(DYNAMIC_VALUE_SAMPLE, null, 2) })}
              >
                {t('templates.dynamic.createJson')}
              </Button>
            )}
          </section>
        ) : (
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('templates.dynamic.value')}</h2>
            <LazyCodeEditor
              label={t('templates.dynamic.value')}
              value={content.json}
              minHeight="24rem"
              readOnly={readOnly}
              onChange={(json) => setContent({ ...content, json })}
            />
          </section>
        )
      }
    </TemplateEditorShell>
  );
}
