import { COMPONENT_MESSAGES, parseTheme } from '@carrier/contracts/ui-tree';
import { useQueryClient } from '@tanstack/react-query';
import { type ButtonHTMLAttributes, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../app/error-message';
import { DeleteConfirmModal } from '../../ui/DeleteConfirmModal';
import { LoadFailed } from '../../ui/LoadFailed';
import { toasts } from '../../ui/toasts/toast-store';
import { useSubmit } from '../../ui/useSubmit';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useUrlState } from '../../ui/useUrlState';
import { RecordHistory } from '../audit/RecordHistory';
import { useCan } from '../auth/useCan';
import { RecordVersionHistory } from '../history/RecordVersionHistory';
import { PublishModal } from '../published/studio/PublishModal';
import { createComponent, deleteComponent, saveComponent } from './component-actions';
import { flushPendingEdits } from './inspector/debounced';
import { CodeModal } from './modals/CodeModal';
import { CreateComponentModal } from './modals/CreateComponentModal';
import { PagesModal } from './modals/PagesModal';
import { ThemeModal } from './modals/ThemeModal';
import { EditorSession } from './store/editor-session';
import { TreeContext, useTreeMeta } from './store/hooks';
import type { TreeStore } from './store/tree-store';
import { componentsKey, type EditorComponent, useAppContent, useComponents } from './ui-editor-data';
import { Workspace } from './Workspace';

/** Every control of the toolbar is one height and keeps its words on one line: one row from lg (1024 px) up, wrapping below. */
const BAR_ITEM = 'inline-flex h-7 shrink-0 items-center whitespace-nowrap rounded-md px-2.5 text-sm';
const BAR_BUTTON = `${BAR_ITEM} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400`;
const BAR_PRIMARY = `${BAR_ITEM} bg-blue-700 font-medium text-white hover:bg-blue-800 disabled:bg-blue-300`;
/** The shared history buttons (ui/Button) sized as the bar's own. */
const BAR_SHARED =
  'contents [&>button]:h-7 [&>button]:shrink-0 [&>button]:whitespace-nowrap [&>button]:px-2.5 [&>button]:py-0 [&>button]:font-normal';

export function BarButton({
  primary = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return <button type="button" className={primary ? BAR_PRIMARY : BAR_BUTTON} {...props} />;
}

type ModalName = 'create' | 'delete' | 'pages' | 'theme' | 'code' | 'publish' | null;

/**
 * Undo and redo (arrows, named by their label and tooltip), the saved state and Save (none for a user who
 * may only read: `onSave` null).
 */
export function HistoryButtons({
  store,
  onSave,
  saving,
}: {
  store: TreeStore;
  onSave: (() => void) | null;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const meta = useTreeMeta();
  return (
    <>
      <BarButton
        onClick={() => {
          flushPendingEdits();
          store.undo();
        }}
        disabled={!meta.canUndo}
        aria-label={t('uiEditor.undo')}
        title={t('uiEditor.undo')}
      >
        <span aria-hidden="true">↶</span>
      </BarButton>
      <BarButton
        onClick={() => {
          flushPendingEdits();
          store.redo();
        }}
        disabled={!meta.canRedo}
        aria-label={t('uiEditor.redo')}
        title={t('uiEditor.redo')}
      >
        <span aria-hidden="true">↷</span>
      </BarButton>
      <span className="shrink-0 text-xs whitespace-nowrap text-slate-500" aria-live="polite">
        {meta.dirty ? t('uiEditor.unsaved') : t('uiEditor.saved')}
      </span>
      {onSave && (
        <BarButton primary onClick={onSave} disabled={saving}>
          {t('uiEditor.save')}
        </BarButton>
      )}
    </>
  );
}

/** The UI editor of an app (/ui-editor/:appId): its components, pages and theme. */
export function UiEditorPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const { appId = '' } = useParams();
  const queryClient = useQueryClient();
  const components = useComponents(appId);
  const content = useAppContent(appId);
  const [{ component: selectedId }, setUrl] = useUrlState(['component']);
  const [modal, setModal] = useState<ModalName>(null);
  const { busy: saving, submit } = useSubmit();
  const session = useMemo(() => new EditorSession(), []);
  const dirty = useSyncExternalStore(session.subscribe, session.dirty);
  useUnsavedChangesGuard(dirty !== '');

  const list = components.data ?? [];
  const component = list.find((item) => item.id === selectedId) ?? null;
  const store = component ? session.storeFor(component.id, component.tree) : null;
  const theme = content.data?.theme ?? parseTheme(null);

  const select = (id: string | null) => setUrl({ component: id }, { push: true });

  // A failed save leaves the tree as it is, unsaved: nothing is lost.
  const save = async () => {
    if (!component || !store) return;
    await submit(
      async () => {
        flushPendingEdits();
        const tree = await saveComponent(component.id, store, component.script);
        queryClient.setQueryData<EditorComponent[]>(componentsKey(appId), (old) =>
          old?.map((item) => (item.id === component.id ? { ...item, tree } : item)),
        );
      },
      { success: t('uiEditor.savedToast', { name: component.name }) },
    );
  };

  const create = async (name: string) => {
    const id = await createComponent(appId, name);
    await queryClient.invalidateQueries({ queryKey: componentsKey(appId) });
    setModal(null);
    select(id);
  };

  const remove = async () => {
    if (!component) return;
    const before = list;
    // Removed here first, then on the server (spec 002 §4); put back if the server refuses.
    queryClient.setQueryData<EditorComponent[]>(componentsKey(appId), (old) =>
      old?.filter((item) => item.id !== component.id),
    );
    session.forget(component.id);
    setModal(null);
    select(null);
    try {
      await deleteComponent(component.id);
      toasts.success(t('uiEditor.deletedToast', { name: component.name }));
    } catch (failure) {
      queryClient.setQueryData(componentsKey(appId), before);
      toasts.error(errorMessage(failure));
    }
  };

  return (
    <main className="flex h-screen flex-col bg-slate-50">
      <header
        data-testid="ui-editor-toolbar"
        className="flex flex-wrap items-center gap-1.5 border-b border-slate-200 bg-white px-3 py-2 lg:flex-nowrap"
      >
        <Link
          to={`/apps/detail/${encodeURIComponent(appId)}`}
          className="shrink-0 text-sm whitespace-nowrap text-blue-700 hover:underline"
        >
          {t('uiEditor.back')}
        </Link>
        <h1 className="flex min-w-0 items-baseline gap-1 text-base font-semibold whitespace-nowrap text-slate-900">
          <span className="shrink-0">{t('uiEditor.title')}</span>
          <span translate="no" title={appId} className="min-w-0 truncate font-normal text-slate-500">
            {appId}
          </span>
        </h1>
        {/* Named for screen readers; its first choice says what it holds. */}
        <label htmlFor="ui-editor-component" className="sr-only">
          {t('uiEditor.component')}
        </label>
        <select
          id="ui-editor-component"
          value={component?.id ?? ''}
          onChange={(event) => select(event.target.value || null)}
          className="ml-1 h-7 max-w-44 min-w-24 shrink rounded-md border border-slate-300 px-1.5 text-sm"
        >
          <option value="">{t('uiEditor.chooseComponent')}</option>
          {list.map((item) => (
            <option key={item.id} value={item.id} translate="no">
              {dirty.split(',').includes(item.id) ? `${item.name} •` : item.name}
            </option>
          ))}
        </select>
        {canEdit && (
          <>
            <BarButton aria-label={t('uiEditor.create.title')} onClick={() => setModal('create')}>
              +
            </BarButton>
            <BarButton onClick={() => setModal('delete')} disabled={!component}>
              {t('uiEditor.delete')}
            </BarButton>
          </>
        )}
        <span className={BAR_SHARED}>
          <RecordVersionHistory
            recordType="component"
            recordId={component?.id}
            dirty={component ? dirty.split(',').includes(component.id) : false}
            onRestored={async () => {
              // The editor starts again from the restored tree.
              if (component) session.forget(component.id);
              await queryClient.invalidateQueries({ queryKey: componentsKey(appId) });
            }}
          />
          <RecordHistory recordType="app_component" recordId={component?.id} />
        </span>
        <BarButton onClick={() => setModal('pages')} disabled={!content.data}>
          {t('uiEditor.pages.button')}
        </BarButton>
        <BarButton onClick={() => setModal('theme')} disabled={!content.data}>
          {t('uiEditor.theme.button')}
        </BarButton>
        <Link to={`/ui-editor/theme/${appId}`} className={`${BAR_ITEM} text-slate-700 hover:bg-slate-100`}>
          {t('themeEditor.open')}
        </Link>
        <span className="shrink-0 rounded bg-slate-100 px-2 py-1 text-xs whitespace-nowrap text-slate-600">
          {t('uiEditor.store')}
        </span>
        <span className="min-w-0 flex-1" />
        {store && (
          <TreeContext.Provider value={store}>
            <HistoryButtons store={store} onSave={canEdit ? () => void save() : null} saving={saving} />
          </TreeContext.Provider>
        )}
        {canEdit && <BarButton onClick={() => setModal('publish')}>{t('uiEditor.publish')}</BarButton>}
      </header>
      {components.isError && <LoadFailed query={components} className="p-4" />}
      {component && store ? (
        <TreeContext.Provider value={store}>
          <Workspace
            key={component.id}
            component={component}
            components={list}
            stylesheet={content.data?.stylesheet ?? ''}
            onSave={() => void save()}
            onShowCode={() => setModal('code')}
          />
          <CodeModal open={modal === 'code'} onClose={() => setModal(null)} />
        </TreeContext.Provider>
      ) : (
        <div className="flex flex-1 items-center justify-center text-slate-500">
          {components.isPending ? t('uiEditor.loading') : t('uiEditor.selectComponent')}
        </div>
      )}
      <CreateComponentModal open={modal === 'create'} onClose={() => setModal(null)} onCreate={create} />
      <DeleteConfirmModal
        open={modal === 'delete' && component !== null}
        name={component?.name ?? ''}
        warning={t('uiEditor.deleteWarning', { defaultValue: COMPONENT_MESSAGES.deleteWarning })}
        onCancel={() => setModal(null)}
        onConfirm={remove}
      />
      {content.data && (
        <>
          <PagesModal
            open={modal === 'pages'}
            appId={appId}
            pages={content.data.pages}
            locales={content.data.locales}
            components={list}
            onClose={() => setModal(null)}
          />
          <ThemeModal open={modal === 'theme'} appId={appId} theme={theme} onClose={() => setModal(null)} />
        </>
      )}
      <PublishModal open={modal === 'publish'} appId={appId} onClose={() => setModal(null)} />
    </main>
  );
}
