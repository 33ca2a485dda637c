import { PDF_DRAWING_DEFAULTS } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../../api/client';
import { errorMessage } from '../../../../app/error-message';
import { Button } from '../../../../ui/Button';
import { TextField } from '../../../../ui/TextField';
import { toasts } from '../../../../ui/toasts/toast-store';
import { FilePickerModal } from '../../../files/FilePickerModal';
import { type EditorBody, TemplateEditorShell } from '../../shell/TemplateEditorShell';
import { pdfDrawingKind } from '.';
import { type DrawingChange, DrawingPanel } from './DrawingPanel';
import { DrawingWorkspace, type Tool } from './DrawingWorkspace';
import { editorKeyAction, pointsOf, type Rect } from './drawing-geometry';
import { fieldsOf, type NewBox, type Operation } from './drawing-history';
import {
  AddPdfDrawingMutation,
  PdfDrawingTemplateQuery,
  RemovePdfDrawingMutation,
  UpdatePdfDrawingMutation,
  UpdatePdfDrawingTemplateMutation,
} from './graphql';
import { HistoryButtons } from './HistoryButtons';
import { useDrawingHistory } from './useDrawingHistory';
import {
  type Drawing,
  drawingsKey,
  useDrawings,
  useFontFamilies,
  usePdfFile,
  useRenderedPdf,
} from './usePdfDrawingData';

type PdfDrawingContent = { fileKey: string; passwordLiquid: string };

const load = async (id: string): Promise<PdfDrawingContent> => {
  const template = (await request(PdfDrawingTemplateQuery, { id })).templates?.list?.[0];
  const found = template && 'fileKey' in template ? template : null;
  return { fileKey: found?.fileKey ?? '', passwordLiquid: found?.passwordLiquid ?? '' };
};

/** ViewTemplatesPdfDrawing: boxes of templated text drawn on the pages of an uploaded PDF. */
export function PdfDrawingEditor({ templateId }: { templateId: string }) {
  return (
    <TemplateEditorShell<PdfDrawingContent>
      templateId={templateId}
      kind={pdfDrawingKind}
      load={load}
      save={async (id, common, content) => {
        await mutate(
          UpdatePdfDrawingTemplateMutation,
          { templateId: id, input: { ...common, fileKey: content.fileKey, passwordLiquid: content.passwordLiquid } },
          (data) => data.updatePdfDrawingTemplate,
        );
        return undefined;
      }}
    >
      {(body) => <PdfDrawingBody templateId={templateId} body={body} />}
    </TemplateEditorShell>
  );
}

const isText = (value: string | null): value is string => Boolean(value);

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const copyOf = (drawing: Drawing, offset: number): NewBox => ({
  ...fieldsOf(drawing),
  point1: { x: drawing.point1.x + offset, y: drawing.point1.y + offset },
  point2: { x: drawing.point2.x + offset, y: drawing.point2.y + offset },
});

function PdfDrawingBody({ templateId, body }: { templateId: string; body: EditorBody<PdfDrawingContent> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { drawings, updatedAt, reload } = useDrawings(templateId);
  const families = useFontFamilies();
  const file = usePdfFile(body.content.fileKey);
  const [tool, setTool] = useState<Tool>('select');
  const [newKind, setNewKind] = useState<Drawing['kind']>('TEXT');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const previewing = body.preview.enabled;
  // Rendered once the preview data is in (not with the mock data alone while the query runs).
  const rendered = useRenderedPdf(
    templateId,
    previewing && !body.preview.loading ? body.preview.data : null,
    updatedAt,
  );
  const { report } = body;
  const selected = drawings.find((drawing) => drawing.id === selectedId) ?? null;

  // Opening the preview clears the selection (spec 001 §4).
  useEffect(() => {
    if (previewing) setSelectedId(null);
  }, [previewing]);
  const renderErrors = rendered.data?.errors.join('\n') ?? '';
  useEffect(() => report('render', renderErrors ? renderErrors.split('\n') : []), [renderErrors, report]);
  const fileError = file.error ? t('pdfDrawing.fileFailed', { key: body.content.fileKey }) : '';
  useEffect(() => report('file', fileError ? [fileError] : []), [fileError, report]);

  /**
   * Runs one box operation: the first error is shown (toast and debug console), then the boxes reload.
   * Answers whether it succeeded.
   */
  const run = useCallback(
    async (work: () => Promise<void>, success?: string) => {
      setBusy(true);
      try {
        await work();
        report('drawing', []);
        if (success) toasts.success(success);
        return true;
      } catch (error) {
        const message = errorMessage(error);
        toasts.error(message);
        report('drawing', [message]);
        return false;
      } finally {
        setBusy(false);
        await reload();
      }
    },
    [reload, report],
  );

  /** One server operation on the boxes; adding answers the new box's id. */
  const execute = useCallback(
    async (operation: Operation): Promise<string | null> => {
      if (operation.type === 'add') {
        const data = await mutate(AddPdfDrawingMutation, { templateId, input: operation.box }, (answer) =>
          answer.addPdfDrawing
            ? { status: answer.addPdfDrawing.status, errors: answer.addPdfDrawing.errors?.filter(isText) }
            : null,
        );
        return data.addPdfDrawing?.value ?? null;
      }
      if (operation.type === 'update') {
        await mutate(
          UpdatePdfDrawingMutation,
          { templateId, drawingId: operation.id, input: operation.box },
          (answer) => answer.updatePdfDrawing,
        );
        return null;
      }
      await mutate(
        RemovePdfDrawingMutation,
        { templateId, drawingId: operation.id },
        (answer) => answer.removePdfDrawing,
      );
      return null;
    },
    [templateId],
  );
  const history = useDrawingHistory(
    useCallback(
      async (operation: Operation) => {
        let id: string | null = null;
        const done = await run(async () => {
          id = await execute(operation);
          if (operation.type !== 'update') setSelectedId(id);
        });
        if (!done) throw new Error('not done');
        return id;
      },
      [run, execute],
    ),
  );
  const { record } = history;

  const add = useCallback(
    (box: NewBox) =>
      run(async () => {
        const id = await execute({ type: 'add', box });
        setSelectedId(id);
        if (id) record({ type: 'add', id, box });
      }),
    [run, execute, record],
  );
  const onCreate = (page: number, rect: Rect) => add({ page, ...pointsOf(rect), kind: newKind });
  const onGeometry = (id: string, rect: Rect) => {
    const drawing = drawings.find((each) => each.id === id);
    if (!drawing) return;
    const points = pointsOf(rect);
    // Shown where it was dropped at once; the reload confirms it.
    queryClient.setQueryData<Drawing[]>(drawingsKey(templateId), (current) =>
      current?.map((each) => (each.id === id ? { ...each, ...points } : each)),
    );
    void run(async () => {
      await mutate(
        UpdatePdfDrawingMutation,
        { templateId, drawingId: id, input: points },
        (answer) => answer.updatePdfDrawing,
      );
      record({ type: 'update', id, before: fieldsOf(drawing), after: { ...fieldsOf(drawing), ...points } });
    });
  };
  const onSave = (change: DrawingChange) => {
    if (!selected) return;
    const before = fieldsOf(selected);
    void run(async () => {
      await execute({ type: 'update', id: selected.id, box: change });
      record({ type: 'update', id: selected.id, before, after: change });
    }, t('pdfDrawing.updated'));
  };
  const remove = useCallback(
    (drawing: Drawing) =>
      run(async () => {
        await execute({ type: 'remove', id: drawing.id });
        setSelectedId(null);
        record({ type: 'remove', id: drawing.id, box: fieldsOf(drawing) });
      }),
    [run, execute, record],
  );
  const duplicate = useCallback((drawing: Drawing) => add(copyOf(drawing, 10)), [add]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = editorKeyAction(event);
      if (!action || action === 'save' || isEditable(event.target) || previewing || body.readOnly) return;
      event.preventDefault();
      if (action === 'undo') void history.undo();
      else if (action === 'redo') void history.redo();
      else if (action === 'selectTool') setTool('select');
      else if (action === 'rectangleTool') setTool('rectangle');
      else if (selected && !busy && action === 'remove') void remove(selected);
      else if (selected && !busy && action === 'duplicate') void duplicate(selected);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selected, busy, previewing, body.readOnly, remove, duplicate, history.undo, history.redo]);

  const source = previewing ? (rendered.data?.pdf ?? null) : (file.data ?? null);
  return (
    <div className="space-y-4">
      <section className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
        <TextField
          label={t('pdfDrawing.fileKey')}
          value={body.content.fileKey}
          readOnly
          translate="no"
          placeholder={t('pdfDrawing.noFileKey')}
        />
        {body.readOnly ? (
          <span />
        ) : (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('pdfDrawing.pickFile')}
          </Button>
        )}
        <TextField
          label={t('pdfDrawing.passwordLiquid')}
          readOnly={body.readOnly}
          hint={t('pdfDrawing.passwordLiquidHint')}
          value={body.content.passwordLiquid}
          onChange={(event) => body.setContent({ ...body.content, passwordLiquid: event.target.value })}
          spellCheck={false}
        />
      </section>
      {previewing ? (
        <p className="text-sm text-slate-600" role="status">
          {rendered.isFetching
            ? t('pdfDrawing.rendering')
            : rendered.data?.pdf
              ? t('pdfDrawing.previewing')
              : t('templates.preview.noPreview')}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_15rem]">
        <DrawingWorkspace
          source={source}
          previewing={previewing}
          drawings={drawings}
          selectedId={selectedId}
          tool={tool}
          onTool={setTool}
          onSelect={setSelectedId}
          onCreate={onCreate}
          onGeometry={onGeometry}
          onPageError={(error) => report('viewport', [error.message])}
          onPickFile={() => setPicking(true)}
          newKind={newKind}
          onNewKind={(kind) => {
            setNewKind(kind);
            setTool('rectangle');
          }}
          history={
            body.readOnly ? null : (
              <HistoryButtons
                canUndo={history.canUndo && !busy && !previewing}
                canRedo={history.canRedo && !busy && !previewing}
                onUndo={() => void history.undo()}
                onRedo={() => void history.redo()}
              />
            )
          }
        />
        <div className="space-y-3">
          {selected && !previewing ? (
            <DrawingPanel
              key={`${selected.id}:${updatedAt}`}
              drawing={selected}
              number={drawings.indexOf(selected) + 1}
              families={families.length ? families : [PDF_DRAWING_DEFAULTS.familyName]}
              graphQlQuery={body.common.graphQlQuery}
              busy={busy}
              onSave={onSave}
              onDuplicate={() => void duplicate(selected)}
              onRemove={() => void remove(selected)}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {t('pdfDrawing.panel.none')}
            </p>
          )}
          <nav aria-label={t('pdfDrawing.boxes')} className="rounded-lg border border-slate-200 bg-white p-3">
            <h2 className="mb-2 text-sm font-semibold text-slate-800">
              {t('pdfDrawing.boxes')} ({drawings.length})
            </h2>
            <ul className="space-y-1">
              {drawings.map((drawing, index) => (
                <li key={drawing.id}>
                  <button
                    type="button"
                    disabled={previewing}
                    aria-current={drawing.id === selectedId}
                    onClick={() => setSelectedId(drawing.id)}
                    className={`w-full truncate rounded px-2 py-1 text-left text-xs ${
                      drawing.id === selectedId ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    {t('pdfDrawing.boxItem', { number: index + 1, page: drawing.page })}{' '}
                    <span translate="no" className="font-mono">
                      {drawing.liquidSource}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <FilePickerModal
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(picked) => {
          if (!picked.key.toLowerCase().endsWith('.pdf')) {
            toasts.error(t('pdfDrawing.notPdf'));
            return;
          }
          body.setContent({ ...body.content, fileKey: picked.key });
        }}
      />
    </div>
  );
}
