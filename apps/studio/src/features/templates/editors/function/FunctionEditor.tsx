import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute, mutate, request } from '../../../../api/client';
import { errorMessage } from '../../../../app/error-message';
import { formatNames } from '../../../../i18n/list-format';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { ModalActions } from '../../../../ui/ModalActions';
import { TextField } from '../../../../ui/TextField';
import { toasts } from '../../../../ui/toasts/toast-store';
import { useSubmit } from '../../../../ui/useSubmit';
import { FilePickerModal } from '../../../files/FilePickerModal';
import { LiquidPickerButton } from '../../picker/LiquidPickerModal';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import { functionKind } from '.';
import {
  AddInputMutation,
  AddOutputMutation,
  FunctionTemplateQuery,
  RemoveInputMutation,
  RemoveOutputMutation,
  RenderFunctionQuery,
  UpdateFunctionMutation,
  UpdateInputMutation,
  WorkbookNamesQuery,
} from './graphql';
import { compareFields, type FieldRow, isWorkbookKey } from './workbook-fields';

type FunctionContent = { fileKey: string };

const savedKey = (templateId: string) => ['templates', 'function-saved', templateId];

async function loadSaved(templateId: string) {
  const template = (await request(FunctionTemplateQuery, { id: templateId })).templates?.list?.[0];
  const own = template && 'fileKey' in template ? template : null;
  return {
    fileKey: own?.fileKey ?? '',
    graphQlQuery: template?.graphQlQuery ?? '',
    inputs: (own?.inputs ?? []).flatMap((input) =>
      input?.id && input.var ? [{ id: input.id, var: input.var, liquid: input.liquid ?? '' }] : [],
    ),
    outputs: (own?.outputs ?? []).flatMap((output) =>
      output?.id && output.var ? [{ id: output.id, var: output.var }] : [],
    ),
  };
}

/** ViewTemplatesFunction: the workbook's inputs and outputs compared with the template's, the Excel file and the preview. */
export function FunctionEditor({ templateId }: { templateId: string }) {
  const queryClient = useQueryClient();
  return (
    <TemplateEditorShell<FunctionContent>
      templateId={templateId}
      kind={functionKind}
      load={async (id) => ({ fileKey: (await loadSaved(id)).fileKey })}
      leaveOnDeleteFailure
      save={async (id, common, content) => {
        await mutate(
          UpdateFunctionMutation,
          { id, input: { ...common, fileKey: content.fileKey || null } },
          (data) => data.updateFunctionTemplate,
        );
        await queryClient.invalidateQueries({ queryKey: savedKey(id) });
        return undefined;
      }}
    >
      {(body) => <FunctionBody templateId={templateId} body={body} />}
    </TemplateEditorShell>
  );
}

function FunctionBody({ templateId, body }: { templateId: string; body: EditorBody<FunctionContent> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: savedKey(templateId), queryFn: () => loadSaved(templateId) });
  const { fileKey } = body.content;
  const names = useQuery({
    queryKey: ['templates', 'function-names', fileKey],
    enabled: fileKey !== '',
    queryFn: async () => (await request(WorkbookNamesQuery, { fileKey })).functionWorkbookNames,
    staleTime: 30_000,
  });
  const workbookNames = names.data?.status === 'success' ? (names.data.value ?? []) : null;
  const inputs = compareFields('input', workbookNames, saved.data?.inputs ?? []);
  const outputs = compareFields('output', workbookNames, saved.data?.outputs ?? []);
  const [editing, setEditing] = useState<FieldRow | null>(null);
  const { busy, submit } = useSubmit();

  /** Runs one input/output operation; a failure shows its first error in a toast (spec 001 §8). */
  const run = (work: () => Promise<unknown>, done: string) =>
    submit(work, { success: done, onDone: () => queryClient.invalidateQueries({ queryKey: savedKey(templateId) }) });
  const saveInput = (row: FieldRow, liquid: string) =>
    row.field
      ? run(
          () =>
            mutate(
              UpdateInputMutation,
              { templateId, inputId: row.field?.id ?? '', input: { var: row.var, name: row.name, liquid } },
              (data) => data.updateInputOfFunctionTemplate,
            ),
          t('functionEditor.toasts.inputUpdated'),
        )
      : run(
          () =>
            mutate(
              AddInputMutation,
              { id: templateId, input: { var: row.var, name: row.name, liquid } },
              (data) => data.addInputToFunctionTemplate,
            ),
          t('functionEditor.toasts.inputAdded'),
        );
  const removeInput = (row: FieldRow) =>
    run(
      () =>
        mutate(
          RemoveInputMutation,
          { templateId, inputId: row.field?.id ?? '' },
          (data) => data.removeInputFromFunctionTemplate,
        ),
      t('functionEditor.toasts.inputRemoved'),
    );
  const addOutput = (row: FieldRow) =>
    run(
      () =>
        mutate(
          AddOutputMutation,
          { id: templateId, input: { var: row.var, name: row.name } },
          (data) => data.addOutputToFunctionTemplate,
        ),
      t('functionEditor.toasts.outputAdded'),
    );
  const removeOutput = (row: FieldRow) =>
    run(
      () =>
        mutate(
          RemoveOutputMutation,
          { templateId, outputId: row.field?.id ?? '' },
          (data) => data.removeOutputFromFunctionTemplate,
        ),
      t('functionEditor.toasts.outputRemoved'),
    );

  const changed =
    saved.data !== undefined &&
    (saved.data.fileKey !== fileKey || saved.data.graphQlQuery !== body.common.graphQlQuery);
  return (
    <div className="space-y-4">
      <ExcelFileSection
        fileKey={fileKey}
        readOnly={body.readOnly}
        onChange={(next) => body.setContent({ fileKey: next })}
        reading={names.isFetching}
        problem={
          names.error
            ? errorMessage(names.error)
            : names.data?.status === 'failure'
              ? (names.data.errors?.[0] ?? '')
              : null
        }
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <FieldList
          title={t('functionEditor.inputs')}
          kind="input"
          rows={inputs}
          busy={busy}
          readOnly={body.readOnly}
          onOpen={(row) => setEditing(row)}
          onRemove={removeInput}
        />
        <FieldList
          title={t('functionEditor.outputs')}
          kind="output"
          rows={outputs}
          busy={busy}
          readOnly={body.readOnly}
          onOpen={(row) => (row.state === 'notAdded' ? addOutput(row) : undefined)}
          onRemove={removeOutput}
        />
      </div>
      <PreviewPanel
        templateId={templateId}
        body={body}
        changed={changed}
        version={`${saved.dataUpdatedAt}`}
        hasOutputs={(saved.data?.outputs.length ?? 0) > 0}
      />
      <InputModal
        row={editing}
        graphQlQuery={body.common.graphQlQuery}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={async (row, liquid) => {
          if (await saveInput(row, liquid)) setEditing(null);
        }}
      />
    </div>
  );
}

function ExcelFileSection(props: {
  fileKey: string;
  /** No other file is offered to a user who may only view. */
  readOnly: boolean;
  onChange: (fileKey: string) => void;
  reading: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <details open className="group rounded-lg border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-slate-800">
        {t('functionEditor.excelFile')}
        <span aria-hidden="true" className="text-slate-400 transition-transform group-open:rotate-90">
          ›
        </span>
      </summary>
      <div className="space-y-2 border-t border-slate-100 px-4 py-3">
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={t('functionEditor.filePath')}
            value={props.fileKey}
            placeholder={t('functionEditor.noFile')}
            translate="no"
            disabled
            readOnly
          />
          {!props.readOnly && (
            <Button variant="secondary" onClick={() => setPicking(true)}>
              {t('functionEditor.selectFile')}
            </Button>
          )}
        </div>
        {refused && (
          <p role="alert" className="text-sm text-red-700">
            {t('functionEditor.fileNotCompatible')}
          </p>
        )}
        {props.reading && <p className="text-sm text-slate-500">{t('functionEditor.reading')}</p>}
        {!props.reading && props.problem && (
          <p role="alert" className="text-sm text-red-700">
            {t('functionEditor.workbookProblem')} <span translate="no">{props.problem}</span>
          </p>
        )}
      </div>
      <FilePickerModal
        open={picking}
        title={t('functionEditor.pickTitle')}
        onClose={() => setPicking(false)}
        onSelect={(file) => {
          if (!isWorkbookKey(file.key)) {
            setRefused(true);
            toasts.error(t('functionEditor.fileNotCompatible'));
            return;
          }
          setRefused(false);
          props.onChange(file.key);
        }}
      />
    </details>
  );
}

const STATE_STYLES = {
  normal: 'border-slate-200 bg-white',
  notAdded: 'border-amber-300 bg-amber-50',
  notExisting: 'border-red-300 bg-red-50',
} as const;

function FieldList(props: {
  title: string;
  kind: 'input' | 'output';
  rows: FieldRow[];
  busy: boolean;
  /** Rows only show: nothing to add, change or remove for a user who may only view. */
  readOnly: boolean;
  onOpen: (row: FieldRow) => void;
  onRemove: (row: FieldRow) => void;
}) {
  const { t } = useTranslation();
  const { kind } = props;
  const clickable = (row: FieldRow) =>
    !props.readOnly && (kind === 'input' ? row.state !== 'notExisting' : row.state === 'notAdded');
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-label={props.title}>
      <h2 className="mb-3 text-sm font-semibold text-slate-800">{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t(`functionEditor.empty.${kind}`)}</p>
      ) : (
        <ul className="space-y-2">
          {props.rows.map((row) => (
            <li
              key={row.var}
              data-testid={`${kind}-${row.var}`}
              data-state={row.state}
              className={`flex items-center gap-2 rounded-md border px-3 py-2 ${STATE_STYLES[row.state]}`}
            >
              <button
                type="button"
                className="min-w-0 flex-1 text-left disabled:cursor-default"
                disabled={!clickable(row) || props.busy}
                onClick={() => props.onOpen(row)}
                title={clickable(row) ? t(`functionEditor.${kind}Action.${row.state}`) : undefined}
              >
                <span className="block truncate font-mono text-sm text-slate-900" translate="no">
                  {row.var}
                </span>
                <span className="block truncate text-xs text-slate-500">
                  {row.workbook?.label && row.workbook.label !== row.var ? (
                    <span translate="no">{row.workbook.label} · </span>
                  ) : null}
                  {row.workbook?.dataType && row.workbook.kind === 'cell'
                    ? t(`functionEditor.types.${row.workbook.dataType}`)
                    : row.workbook?.kind === 'range'
                      ? t('functionEditor.types.range')
                      : null}
                  {kind === 'input' && row.field ? (
                    <span className="ml-1 font-mono" translate="no">
                      {row.field.liquid ? ` ${row.field.liquid}` : ''}
                    </span>
                  ) : null}
                </span>
              </button>
              {row.state === 'notAdded' && (
                <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                  {t(`functionEditor.hints.${kind}NotAdded`)}
                </span>
              )}
              {row.state === 'notExisting' && (
                <>
                  <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                    {t(`functionEditor.hints.${kind}NotExisting`)}
                  </span>
                  {!props.readOnly && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-red-700"
                      disabled={props.busy}
                      onClick={() => props.onRemove(row)}
                      aria-label={t('functionEditor.removeNamed', { name: row.var })}
                    >
                      {t('functionEditor.remove')}
                    </Button>
                  )}
                </>
              )}
              {row.state === 'normal' && kind === 'output' && !props.readOnly && (
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  disabled={props.busy}
                  onClick={() => props.onRemove(row)}
                  aria-label={t('functionEditor.removeNamed', { name: row.var })}
                >
                  {t('functionEditor.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InputModal(props: {
  row: FieldRow | null;
  graphQlQuery: string;
  busy: boolean;
  onClose: () => void;
  onSave: (row: FieldRow, liquid: string) => void;
}) {
  const { t } = useTranslation();
  const { row } = props;
  const [liquid, setLiquid] = useState('');
  useEffect(() => setLiquid(row?.field?.liquid ?? ''), [row]);
  const adding = row?.field === null;
  return (
    <Modal
      open={row !== null}
      title={t(adding ? 'functionEditor.addInput' : 'functionEditor.updateInput', { name: row?.var ?? '' })}
      onClose={props.onClose}
      footer={
        <ModalActions
          cancelLabel={t('templates.actions.cancel')}
          onCancel={props.onClose}
          submitLabel={t(adding ? 'functionEditor.add' : 'functionEditor.update')}
          disabled={props.busy}
          onSubmit={() => row && props.onSave(row, liquid)}
        />
      }
    >
      <div className="space-y-3">
        {row?.workbook?.kind === 'range' && (
          <p className="text-xs text-slate-600">
            {t('functionEditor.rangeHint')}{' '}
            <span className="font-mono" translate="no">
              {formatNames((row.workbook.columns ?? []).flatMap((column) => (column?.label ? [column.label] : [])))}
            </span>
          </p>
        )}
        <TextField
          label={t('functionEditor.liquid')}
          value={liquid}
          translate="no"
          onChange={(event) => setLiquid(event.target.value)}
          hint={t('functionEditor.liquidHint')}
        />
        <LiquidPickerButton graphQlQuery={props.graphQlQuery} onPick={(picked) => setLiquid(picked)} />
      </div>
    </Modal>
  );
}

type Rendered = {
  status: string;
  errors: string[];
  rows: Array<{ var: string; value: string }>;
  defaultsUsed: string[];
};

const pretty = (json: string | null | undefined) => {
  if (json === null || json === undefined) return '';
  try {
    const value = JSON.parse(json);
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  } catch {
    return json;
  }
};

function PreviewPanel(props: {
  templateId: string;
  body: EditorBody<FunctionContent>;
  changed: boolean;
  version: string;
  hasOutputs: boolean;
}) {
  const { t } = useTranslation();
  const { enabled, data } = props.body.preview;
  const { report } = props.body;
  const dataJson = data ? JSON.stringify(data) : null;
  const rendered = useQuery({
    queryKey: ['templates', 'function-render', props.templateId, props.version, dataJson],
    enabled: enabled && dataJson !== null && props.hasOutputs,
    queryFn: async (): Promise<Rendered> => {
      const answer = await execute(RenderFunctionQuery, {
        templateId: props.templateId,
        input: { name: 'data', variablesJsonString: dataJson },
      });
      const result = answer.data?.renderFunctionTemplate;
      return {
        status: result?.status ?? 'failure',
        errors: (result?.errors ?? answer.errors.map((error) => error.message)).filter((error): error is string =>
          Boolean(error),
        ),
        rows: (result?.value ?? []).map((output) => ({
          var: output?.var ?? '',
          value: pretty(output?.valueJsonString),
        })),
        defaultsUsed: result?.defaultsUsed ?? [],
      };
    },
  });
  const errors = enabled && rendered.data?.status === 'failure' ? rendered.data.errors : [];
  const errorText = errors.join('\n');
  useEffect(() => report('render', errorText ? errorText.split('\n') : []), [errorText, report]);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-label={t('functionEditor.preview')}>
      <h2 className="mb-3 text-sm font-semibold text-slate-800">{t('functionEditor.preview')}</h2>
      {props.changed && (
        <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('functionEditor.changesNotSaved')}
        </p>
      )}
      {!enabled ? (
        <p className="text-sm text-slate-500">{t('templates.preview.noPreview')}</p>
      ) : !props.hasOutputs ? (
        <p className="text-sm text-slate-500">{t('functionEditor.noOutputs')}</p>
      ) : rendered.isFetching ? (
        <p className="text-sm text-slate-500">{t('functionEditor.calculating')}</p>
      ) : errors.length > 0 ? (
        <p role="alert" className="text-sm text-red-700" translate="no">
          {errors[0]}
        </p>
      ) : rendered.data ? (
        <>
          <table className="w-full text-left text-sm" data-testid="function-preview">
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase text-slate-500">
                <th className="py-2 pr-4 font-medium">{t('functionEditor.variable')}</th>
                <th className="py-2 font-medium">{t('functionEditor.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rendered.data.rows.map((row) => (
                <tr key={row.var} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 font-mono text-slate-700" translate="no">
                    {row.var}
                  </td>
                  <td className="whitespace-pre-wrap py-2 font-mono text-slate-900" translate="no">
                    {row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rendered.data.defaultsUsed.length > 0 && (
            <p className="mt-2 text-xs text-slate-500">
              {t('functionEditor.defaultsUsed')}{' '}
              <span translate="no" className="font-mono">
                {formatNames(rendered.data.defaultsUsed)}
              </span>
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-500">{t('templates.preview.noData')}</p>
      )}
    </section>
  );
}
