import { TEMPLATE_MESSAGES } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mutate, request } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { useLocalizedText } from '../../../i18n/localized';
import { Button } from '../../../ui/Button';
import { DeleteConfirmModal } from '../../../ui/DeleteConfirmModal';
import { LoadFailed } from '../../../ui/LoadFailed';
import { toasts } from '../../../ui/toasts/toast-store';
import { useLoad } from '../../../ui/useLoad';
import { RecordHistory } from '../../audit/RecordHistory';
import { useCan } from '../../auth/useCan';
import { RunForManyButton } from '../../document-runs/RunForManyButton';
import { PromoteLink } from '../../promotion/PromoteLink';
import type { TemplateKindEntry } from '../editors/kind-entry';
import { DeleteTemplateMutation, TemplateCommonQuery } from '../graphql/templates';
import { TemplateHistory } from '../history/TemplateHistory';
import { DebugConsole } from './DebugConsole';
import { type DebugEntry, toDebugEntries } from './debug-entries';
import { PreviewDataSection, QuerySection, SettingsSection } from './SideSections';
import { TemplateReadOnlyContext } from './template-read-only';
import { type PreviewData, usePreviewData } from './usePreviewData';
import { type CommonDraft, type Draft, useTemplateDraft } from './useTemplateDraft';
import { useTemplateLeaveGuard } from './useTemplateLeaveGuard';

export type EditorBody<C> = {
  content: C;
  setContent: (next: C) => void;
  common: CommonDraft;
  /**
   * The user's role may not edit: every field of the kind only shows (no Save is offered). Deeper parts
   * read the same from `useTemplateReadOnly()`.
   */
  readOnly: boolean;
  /** `variables`: the GraphQL variables the preview's query runs with (JSON text). */
  preview: PreviewData & { enabled: boolean; variables: string };
  /** Replaces the debug console's entries of one channel (a kind uses 'render'). */
  report: (channel: string, errors: readonly string[], source?: string) => void;
};

type Props<C> = {
  templateId: string;
  /** The kind's registry entry: its name, and whether it runs for many rows. */
  kind: TemplateKindEntry;
  load: (templateId: string) => Promise<C>;
  /** Saves the working copy; may answer the content as stored (e.g. with new ids). */
  save: (templateId: string, common: CommonDraft, content: C) => Promise<C | undefined>;
  /** Whether the kind binds a GraphQL query (query, variables and preview data sections). */
  usesQuery?: boolean;
  /** A failed delete still returns to the list, after an error toast (spec 001 §4: function templates). */
  leaveOnDeleteFailure?: boolean;
  children: (body: EditorBody<C>) => ReactNode;
};

/**
 * The editor every kind shares (spec 001 §2): header with back, save and spinner; unsaved-changes
 * prompts; settings, query and preview-data sections; delete with typed DELETE; the debug console.
 */
export function TemplateEditorShell<C>({
  templateId,
  kind,
  load,
  save,
  usesQuery = true,
  leaveOnDeleteFailure = false,
  children,
}: Props<C>) {
  const { t } = useTranslation();
  const kindLabel = useLocalizedText()(kind.name);
  const canEdit = useCan('edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useLoad({
    queryKey: ['templates', 'editor', templateId],
    queryFn: async (): Promise<Draft<C> | null> => {
      const [common, content] = await Promise.all([request(TemplateCommonQuery, { id: templateId }), load(templateId)]);
      const template = common.templates?.list?.[0];
      if (!template) return null;
      return {
        common: {
          name: template.name ?? '',
          description: template.description ?? '',
          logicalId: template.logicalId ?? '',
          graphQlQuery: template.graphQlQuery ?? '',
        },
        content,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { draft, setDraft, dirty, markSaved } = useTemplateDraft(loaded.data ?? undefined);
  useTemplateLeaveGuard(dirty);
  const [busy, setBusy] = useState(false);
  // Grows with each restore, so the kind's editor starts again on the restored copy.
  const [revision, setRevision] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Leave once the working copy counts as saved, so the unsaved-changes guard does not ask.
  useEffect(() => {
    if (deleted) navigate('/templates');
  }, [deleted, navigate]);
  const [previewOn, setPreviewOn] = useState(false);
  const [variables, setVariables] = useState('{}');
  const [mockData, setMockData] = useState('{}');
  const [channels, setChannels] = useState<Record<string, DebugEntry[]>>({});
  const report = useCallback((channel: string, errors: readonly string[], source?: string) => {
    setChannels((current) => ({ ...current, [channel]: toDebugEntries(errors, source) }));
  }, []);
  const preview = usePreviewData({
    enabled: previewOn && usesQuery,
    graphQlQuery: draft?.common.graphQlQuery ?? '',
    variables,
    mockData,
  });
  const previewErrors = preview.errors.join('\n');
  useEffect(() => report('preview', previewErrors ? previewErrors.split('\n') : []), [previewErrors, report]);
  // A failed load is said once, in place of the editor (with a retry); a missing template also in the debug list.
  useEffect(() => {
    if (loaded.data === null) report('load', [TEMPLATE_MESSAGES.noTemplate]);
  }, [loaded.data, report]);
  const entries = useMemo(() => Object.values(channels).flat(), [channels]);

  const onSave = async () => {
    if (!draft || busy) return;
    if (draft.common.name.trim() === '') {
      report('save', [t('templates.validation.fieldRequired')]);
      return;
    }
    setBusy(true);
    try {
      const stored = await save(templateId, draft.common, draft.content);
      const savedCopy = stored === undefined ? draft : { ...draft, content: stored };
      markSaved(savedCopy);
      // The editor's loaded copy is cached for good: opening the editor again must show what was saved.
      queryClient.setQueryData(['templates', 'editor', templateId], savedCopy);
      report('save', []);
      toasts.success(t('templates.toasts.saved'));
      await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
    } catch (error) {
      report('save', [errorMessage(error)]);
    } finally {
      setBusy(false);
    }
  };
  // A restore saved the template anew: load it again, over any unsaved changes (the user confirmed).
  const onRestored = async () => {
    await queryClient.invalidateQueries({ queryKey: ['templates', 'editor', templateId] });
    const reloaded = queryClient.getQueryData<Draft<C> | null>(['templates', 'editor', templateId]);
    if (reloaded) markSaved(reloaded);
    setRevision((count) => count + 1);
    await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
  };
  const onDelete = async () => {
    setBusy(true);
    try {
      await mutate(DeleteTemplateMutation, { templateId }, (data) => data.deleteTemplate);
      markSaved(draft as Draft<C>);
      setDeleting(false);
      toasts.success(t('templates.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
      setDeleted(true);
    } catch (error) {
      setDeleting(false);
      report('delete', [errorMessage(error)]);
      if (leaveOnDeleteFailure) {
        toasts.error(errorMessage(error));
        markSaved(draft as Draft<C>);
        setDeleted(true);
      }
    } finally {
      setBusy(false);
    }
  };

  const previewState = { ...preview, enabled: previewOn, variables };
  const readOnly = !canEdit;
  return (
    <TemplateReadOnlyContext.Provider value={readOnly}>
      <div className="min-h-screen bg-slate-50 pb-64">
        <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 shadow-sm">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => navigate('/templates')}
            aria-label={t('templates.editor.back')}
          >
            ← <span className="hidden sm:inline">{t('templates.editor.back')}</span>
          </Button>
          <div className="min-w-[10rem] flex-1">
            <h1 className="truncate text-lg font-semibold text-slate-900">{draft?.common.name || kindLabel}</h1>
            <p className="text-xs text-slate-500">{kindLabel}</p>
          </div>
          {/* Nothing typed here could be saved: say so once, where Save would be. */}
          {readOnly && draft && (
            <span data-testid="view-only-reason" className="text-sm text-sky-800">
              {t('roles.viewOnly')}
            </span>
          )}
          {dirty && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800" role="status">
              {t('templates.editor.unsaved')}
            </span>
          )}
          {(busy || loaded.isFetching) && (
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700"
              role="progressbar"
              aria-label={t('templates.editor.working')}
            />
          )}
          {usesQuery && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={previewOn} onChange={(event) => setPreviewOn(event.target.checked)} />
              {t('templates.editor.preview')}
            </label>
          )}
          <TemplateHistory templateId={templateId} dirty={dirty} disabled={!draft || busy} onRestored={onRestored} />
          <RecordHistory recordType="template" recordId={templateId} />
          <PromoteLink item={{ templateId }} label={draft?.common.name ?? ''} />
          {canEdit && usesQuery && kind.documentRuns && (
            <RunForManyButton
              templateId={templateId}
              output={kind.documentRuns}
              graphQlQuery={draft?.common.graphQlQuery ?? ''}
              variables={variables}
              disabled={!draft || busy || dirty}
            />
          )}
          {canEdit && (
            <Button onClick={onSave} disabled={!draft || busy}>
              {t('templates.actions.save')}
            </Button>
          )}
        </header>

        {loaded.isError && !loaded.data ? (
          <LoadFailed query={loaded} className="p-10" />
        ) : loaded.isPending ? (
          <p className="p-10 text-center text-slate-500">{t('templates.loading')}</p>
        ) : !draft ? (
          <p className="p-10 text-center text-slate-600">{TEMPLATE_MESSAGES.noTemplate}</p>
        ) : (
          // A preview on takes the wider screens' room too: the editor and the preview sit side by side.
          <div
            className={`mx-auto grid gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_22rem] ${previewOn ? 'max-w-[112rem]' : 'max-w-7xl'}`}
          >
            <main className="min-w-0" key={revision}>
              {children({
                content: draft.content,
                setContent: (content) => setDraft({ ...draft, content }),
                common: draft.common,
                readOnly,
                preview: previewState,
                report,
              })}
            </main>
            <aside className="space-y-3">
              <SettingsSection common={draft.common} onChange={(common) => setDraft({ ...draft, common })} />
              {usesQuery && (
                <>
                  <QuerySection
                    common={draft.common}
                    onChange={(common) => setDraft({ ...draft, common })}
                    variables={variables}
                    onVariables={setVariables}
                    queryProblem={preview.queryProblem}
                  />
                  <PreviewDataSection
                    preview={preview}
                    enabled={previewOn}
                    mockData={mockData}
                    onMockData={setMockData}
                    onRefresh={() => queryClient.invalidateQueries({ queryKey: ['templates', 'preview-data'] })}
                  />
                </>
              )}
              {canEdit && (
                <Button variant="danger" className="w-full" onClick={() => setDeleting(true)} disabled={busy}>
                  {t('templates.actions.delete')}
                </Button>
              )}
            </aside>
          </div>
        )}
        <DeleteConfirmModal
          open={deleting}
          name={draft?.common.name ?? ''}
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={onDelete}
        />
        <DebugConsole entries={entries} onClear={() => setChannels({})} />
      </div>
    </TemplateReadOnlyContext.Provider>
  );
}
