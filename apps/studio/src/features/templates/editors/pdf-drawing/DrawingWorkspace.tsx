import { PDF_DRAWING_KINDS, type PdfDrawingKind } from '@carrier/contracts';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { PdfNavigation, PdfPageCanvas, usePdfDocument, usePdfView } from '../../../../ui/pdf';
import { useTemplateReadOnly } from '../../shell/template-read-only';
import {
  type Handle,
  MIN_BOX,
  moveRect,
  type PageSize,
  type Point,
  type Rect,
  rectFromDrag,
  rectOf,
  resizeRect,
} from './drawing-geometry';
import type { Drawing } from './usePdfDrawingData';

export type Tool = 'select' | 'rectangle';

type Props = {
  source: Uint8Array | null;
  /** The rendered PDF shows without the boxes while previewing. */
  previewing: boolean;
  drawings: Drawing[];
  selectedId: string | null;
  tool: Tool;
  onTool: (tool: Tool) => void;
  onSelect: (id: string | null) => void;
  onCreate: (page: number, rect: Rect) => void;
  onGeometry: (id: string, rect: Rect) => void;
  onPageError: (error: Error) => void;
  /** Opens the file picker: offered by the empty state before a PDF is chosen. */
  onPickFile: () => void;
  /** The kind of box the rectangle tool draws; choosing one picks the rectangle tool. */
  newKind: PdfDrawingKind;
  onNewKind: (kind: PdfDrawingKind) => void;
  /** Undo and redo buttons, shown in the toolbar. */
  history?: ReactNode;
};

type Drag =
  | { kind: 'create'; start: Point; current: Point }
  | { kind: 'move' | Handle; id: string; start: Point; origin: Rect; current: Rect };

const toolButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:text-slate-300';
const HANDLES: Handle[] = ['nw', 'ne', 'sw', 'se'];
const HANDLE_CURSOR: Record<Handle, string> = {
  nw: 'cursor-nwse-resize',
  ne: 'cursor-nesw-resize',
  sw: 'cursor-nesw-resize',
  se: 'cursor-nwse-resize',
};
/** A handle reacts on this many pixels around its corner (its drawn square is smaller). */
export const HANDLE_HIT = 16;

/**
 * The page canvas with the drawing overlay: zoom and paging (Ctrl keys from ui/pdf), the select and
 * rectangle tools, drag to create, move and resize (each saved when the pointer is released).
 */
export function DrawingWorkspace(props: Props) {
  const { t } = useTranslation();
  const { source, previewing, drawings, selectedId, tool } = props;
  const loaded = usePdfDocument(source);
  const pageCount = loaded.document?.numPages ?? 0;
  const view = usePdfView(pageCount);
  const [pageSize, setPageSize] = useState<PageSize | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  // A user who may only view selects boxes to read them; nothing is drawn, moved or resized.
  const readOnly = useTemplateReadOnly();

  const toPage = (event: ReactPointerEvent): Point => {
    const bounds = overlay.current?.getBoundingClientRect();
    return {
      x: (event.clientX - (bounds?.left ?? 0)) / view.scale,
      y: (event.clientY - (bounds?.top ?? 0)) / view.scale,
    };
  };
  const page = pageSize ?? { width: 0, height: 0 };

  const onOverlayDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || previewing) return;
    if (tool === 'rectangle' && !readOnly) {
      event.currentTarget.setPointerCapture(event.pointerId);
      const start = toPage(event);
      setDrag({ kind: 'create', start, current: start });
    } else if (event.target === event.currentTarget) props.onSelect(null);
  };
  const onBoxDown = (event: ReactPointerEvent, drawing: Drawing, kind: 'move' | Handle) => {
    if (event.button !== 0 || tool !== 'select') return;
    event.stopPropagation();
    props.onSelect(drawing.id);
    if (readOnly) return;
    overlay.current?.setPointerCapture(event.pointerId);
    const origin = rectOf(drawing.point1, drawing.point2);
    setDrag({ kind, id: drawing.id, start: toPage(event), origin, current: origin });
  };
  const onMove = (event: ReactPointerEvent) => {
    if (!drag) return;
    const point = toPage(event);
    if (drag.kind === 'create') setDrag({ ...drag, current: point });
    else {
      const dx = point.x - drag.start.x;
      const dy = point.y - drag.start.y;
      const current =
        drag.kind === 'move' ? moveRect(drag.origin, dx, dy, page) : resizeRect(drag.origin, drag.kind, dx, dy, page);
      setDrag({ ...drag, current });
    }
  };
  const onUp = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.kind === 'create') {
      const rect = rectFromDrag(drag.start, drag.current, page);
      if (rect.width >= MIN_BOX && rect.height >= MIN_BOX) props.onCreate(view.page, rect);
    } else if (
      drag.current.x !== drag.origin.x ||
      drag.current.y !== drag.origin.y ||
      drag.current.width !== drag.origin.width ||
      drag.current.height !== drag.origin.height
    ) {
      props.onGeometry(drag.id, drag.current);
    }
  };

  const scaled = (rect: Rect) => ({
    left: rect.x * view.scale,
    top: rect.y * view.scale,
    width: rect.width * view.scale,
    height: rect.height * view.scale,
  });
  const onPage = drawings.filter((drawing) => drawing.page === view.page);
  const selectedBox = onPage.find((drawing) => drawing.id === selectedId);
  const ghost = drag?.kind === 'create' ? rectFromDrag(drag.start, drag.current, page) : null;

  return (
    <section
      aria-label={t('pdfDrawing.workspace')}
      className="flex min-h-0 flex-col rounded-lg border border-slate-200"
    >
      <div
        role="toolbar"
        aria-label={t('pdfDrawing.toolbar')}
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-2"
      >
        <fieldset aria-label={t('pdfDrawing.tools')} className={readOnly ? 'hidden' : 'flex gap-1'}>
          {(['select', 'rectangle'] as const).map((name, index) => (
            <button
              key={name}
              type="button"
              aria-pressed={tool === name}
              title={t(`pdfDrawing.${name}ToolKeys`, { key: index + 1 })}
              disabled={previewing}
              onClick={() => props.onTool(name)}
              className={`${toolButton} ${tool === name ? 'border-blue-700 bg-blue-50 text-blue-800' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {t(`pdfDrawing.${name}Tool`)}
            </button>
          ))}
        </fieldset>
        <label className={readOnly ? 'hidden' : 'flex items-center gap-1 text-sm text-slate-700'}>
          <span>{t('pdfDrawing.newKind')}</span>
          <select
            value={props.newKind}
            disabled={previewing}
            onChange={(event) => props.onNewKind(event.target.value as PdfDrawingKind)}
            className="h-8 rounded-md border border-slate-300 bg-white px-1 text-sm"
          >
            {PDF_DRAWING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`pdfDrawing.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden="true" />
        {props.history}
        {source ? (
          <>
            <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
            <PdfNavigation view={view} ready={Boolean(loaded.document)} />
          </>
        ) : null}
      </div>
      <div
        data-testid="drawing-canvas"
        className="max-h-[80vh] min-h-[32rem] overflow-auto overscroll-contain bg-slate-200 p-2"
      >
        {!source ? (
          <div
            role="status"
            className="mx-auto mt-12 max-w-sm rounded-lg border border-dashed border-slate-400 bg-white p-6 text-center"
          >
            <h2 className="text-base font-semibold text-slate-800">{t('pdfDrawing.empty.title')}</h2>
            <p className="mt-2 text-sm text-slate-600">{t('pdfDrawing.noFile')}</p>
            {!previewing && !readOnly ? (
              <Button className="mt-4" onClick={props.onPickFile}>
                {t('pdfDrawing.pickFile')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {source && loaded.status === 'loading' ? (
          <p className="text-sm text-slate-600">{t('pdfViewer.loading')}</p>
        ) : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('pdfViewer.failed')}
          </p>
        ) : null}
        {loaded.document ? (
          <div className="relative mx-auto w-fit">
            <PdfPageCanvas
              document={loaded.document}
              page={view.page}
              scale={view.scale}
              onRendered={(size) => setPageSize({ width: size.width / view.scale, height: size.height / view.scale })}
              onError={props.onPageError}
            />
            {!previewing ? (
              <div
                ref={overlay}
                data-testid="drawing-overlay"
                data-ready={pageSize !== null}
                className={`absolute inset-0 touch-none ${tool === 'rectangle' && !readOnly ? 'cursor-crosshair' : ''}`}
                onPointerDown={onOverlayDown}
                onPointerMove={onMove}
                onPointerUp={onUp}
                onPointerCancel={() => setDrag(null)}
              >
                {onPage.map((drawing, index) => {
                  const dragged = drag && drag.kind !== 'create' && drag.id === drawing.id ? drag.current : null;
                  const rect = dragged ?? rectOf(drawing.point1, drawing.point2);
                  const selected = drawing.id === selectedId;
                  return (
                    <div
                      key={drawing.id}
                      data-testid="drawing-box"
                      data-drawing-id={drawing.id}
                      data-selected={selected}
                      title={t('pdfDrawing.boxLabel', { number: index + 1 })}
                      className={`absolute overflow-hidden border text-[10px] leading-tight ${
                        selected
                          ? 'border-2 border-blue-700 bg-blue-500/10'
                          : 'border-dashed border-blue-500 bg-blue-400/5 hover:bg-blue-400/15'
                      } ${tool === 'select' && !readOnly ? 'cursor-move' : ''}`}
                      style={scaled(rect)}
                      onPointerDown={(event) => onBoxDown(event, drawing, 'move')}
                    >
                      <span className="pointer-events-none block truncate px-0.5 text-blue-900" translate="no">
                        {drawing.kind !== 'TEXT' ? (
                          <span className="mr-1 rounded bg-blue-700 px-0.5 text-white">
                            {t(`pdfDrawing.kindShort.${drawing.kind}`)}
                          </span>
                        ) : null}
                        {drawing.liquidSource}
                      </span>
                    </div>
                  );
                })}
                {selectedBox && tool === 'select' && !readOnly ? (
                  <SelectionHandles
                    rect={scaled(
                      drag && drag.kind !== 'create' && drag.id === selectedBox.id
                        ? drag.current
                        : rectOf(selectedBox.point1, selectedBox.point2),
                    )}
                    onDown={(event, handle) => onBoxDown(event, selectedBox, handle)}
                  />
                ) : null}
                {ghost ? (
                  <div
                    data-testid="drawing-ghost"
                    className="pointer-events-none absolute border-2 border-dashed border-emerald-600 bg-emerald-400/10"
                    style={scaled(ghost)}
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The selected box's corner handles, drawn above every box (an overlapping box never takes their
 * drag) and outside the box's clipping, each reacting on HANDLE_HIT pixels around its corner.
 */
function SelectionHandles({
  rect,
  onDown,
}: {
  rect: { left: number; top: number; width: number; height: number };
  onDown: (event: ReactPointerEvent, handle: Handle) => void;
}) {
  return (
    <>
      {HANDLES.map((handle) => (
        <span
          key={handle}
          data-testid={`handle-${handle}`}
          className={`absolute z-10 flex items-center justify-center ${HANDLE_CURSOR[handle]}`}
          style={{
            left: rect.left + (handle === 'ne' || handle === 'se' ? rect.width : 0) - HANDLE_HIT / 2,
            top: rect.top + (handle === 'sw' || handle === 'se' ? rect.height : 0) - HANDLE_HIT / 2,
            width: HANDLE_HIT,
            height: HANDLE_HIT,
          }}
          onPointerDown={(event) => onDown(event, handle)}
        >
          <span className="pointer-events-none h-2.5 w-2.5 rounded-sm border border-white bg-blue-700 shadow" />
        </span>
      ))}
    </>
  );
}
