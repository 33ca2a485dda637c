import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { Accordion, CodeArea } from './Accordion';
import { type LibraryQueryName, QUERY_LIBRARY } from './query-library';
import { useTemplateReadOnly } from './template-read-only';
import type { PreviewData } from './usePreviewData';
import type { CommonDraft } from './useTemplateDraft';

const isJson = (text: string) => {
  try {
    JSON.parse(text.trim() === '' ? '{}' : text);
    return true;
  } catch {
    return false;
  }
};

/** Document settings: name, description, logicalId (read-only for a user who may only view). */
export function SettingsSection({ common, onChange }: { common: CommonDraft; onChange: (next: CommonDraft) => void }) {
  const { t } = useTranslation();
  const readOnly = useTemplateReadOnly();
  return (
    <Accordion title={t('templates.editor.settings')} open>
      <TextField
        label={t('templates.fields.name')}
        value={common.name}
        required={!readOnly}
        readOnly={readOnly}
        error={!readOnly && common.name.trim() === '' ? t('templates.validation.fieldRequired') : undefined}
        onChange={(event) => onChange({ ...common, name: event.target.value })}
      />
      <TextField
        label={t('templates.fields.description')}
        value={common.description}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...common, description: event.target.value })}
      />
      <TextField
        label={t('templates.fields.logicalId')}
        value={common.logicalId}
        readOnly={readOnly}
        translate="no"
        onChange={(event) => onChange({ ...common, logicalId: event.target.value })}
      />
    </Accordion>
  );
}

/** The template's GraphQL query, with the query library, and the preview's variables. */
export function QuerySection(props: {
  common: CommonDraft;
  onChange: (next: CommonDraft) => void;
  variables: string;
  onVariables: (value: string) => void;
  /** The preview ran the query and the API refused it. */
  queryProblem?: boolean;
}) {
  const { t } = useTranslation();
  const readOnly = useTemplateReadOnly();
  const { common, onChange } = props;
  return (
    <Accordion title={t('templates.editor.query')}>
      {/* The library replaces the query: not offered to a user who may only view. */}
      {!readOnly && (
        <label className="block text-sm font-medium text-slate-700">
          {t('templates.editor.queryLibrary')}
          <select
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            value=""
            onChange={(event) => {
              const name = event.target.value as LibraryQueryName;
              if (name) onChange({ ...common, graphQlQuery: QUERY_LIBRARY[name] });
            }}
          >
            <option value="">{t('templates.editor.chooseQuery')}</option>
            {(Object.keys(QUERY_LIBRARY) as LibraryQueryName[]).map((name) => (
              <option key={name} value={name}>
                {t(`templates.queryLibrary.${name}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <CodeArea
        label={t('templates.editor.queryText')}
        value={common.graphQlQuery}
        rows={10}
        testId="graphql-query"
        readOnly={readOnly}
        onChange={(graphQlQuery) => onChange({ ...common, graphQlQuery })}
      />
      {props.queryProblem && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('templates.editor.queryProblem')}
        </p>
      )}
      <CodeArea
        label={t('templates.editor.variables')}
        value={props.variables}
        rows={3}
        invalid={!isJson(props.variables)}
        onChange={props.onVariables}
      />
      <p className="text-xs text-slate-500">{t('templates.editor.limitHint')}</p>
    </Accordion>
  );
}

/** The data a preview renders with: the query's answer and the mock data over it. */
export function PreviewDataSection(props: {
  preview: PreviewData;
  enabled: boolean;
  mockData: string;
  onMockData: (value: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { preview, enabled } = props;
  let shown: string;
  if (!enabled) shown = t('templates.preview.noPreview');
  else if (preview.loading) shown = t('templates.preview.loading');
  else if (preview.data === null || Object.keys(preview.data).length === 0) shown = t('templates.preview.noData');
  else shown = JSON.stringify(preview.data, null, 2);
  return (
    <Accordion title={t('templates.editor.previewData')}>
      <pre
        data-testid="preview-data"
        className="max-h-64 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-700"
      >
        {shown}
      </pre>
      <Button variant="secondary" className="px-3 py-1" disabled={!enabled} onClick={props.onRefresh}>
        {t('templates.preview.refresh')}
      </Button>
      <CodeArea
        label={t('templates.editor.mockData')}
        hint={t('templates.editor.previewOnlyHint')}
        value={props.mockData}
        rows={4}
        invalid={!isJson(props.mockData)}
        onChange={props.onMockData}
      />
    </Accordion>
  );
}
