import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfNavigation, PdfPageCanvas, usePdfDocument, usePdfView } from '../../../../ui/pdf';
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
};

type Drag =
  | { kind: 'create'; start: Point; current: Point }
  | { kind: 'move' | Handle; id: string; start: Point; origin: Rect; current: Rect };

const toolButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:text-slate-300';
const HANDLES: Handle[] = ['nw', 'ne', 'sw', 'se'];
const HANDLE_PLACE: Record<Handle, string> = {
  nw: '-left-1.5 -top-1.5 cursor-nwse-resize',
  ne: '-right-1.5 -top-1.5 cursor-nesw-resize',
  sw: '-left-1.5 -bottom-1.5 cursor-nesw-resize',
  se: '-right-1.5 -bottom-1.5 cursor-nwse-resize',
};

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
    if (tool === 'rectangle') {
      event.currentTarget.setPointerCapture(event.pointerId);
      const start = toPage(event);
      setDrag({ kind: 'create', start, current: start });
    } else if (event.target === event.currentTarget) props.onSelect(null);
  };
  const onBoxDown = (event: ReactPointerEvent, drawing: Drawing, kind: 'move' | Handle) => {
    if (event.button !== 0 || tool !== 'select') return;
    event.stopPropagation();
    overlay.current?.setPointerCapture(event.pointerId);
    props.onSelect(drawing.id);
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
        <fieldset aria-label={t('pdfDrawing.tools')} className="flex gap-1">
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
        <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
        <PdfNavigation view={view} ready={Boolean(loaded.document)} />
      </div>
      <div className="max-h-[80vh] min-h-[32rem] overflow-auto bg-slate-200 p-2">
        {!source ? <p className="text-sm text-slate-600">{t('pdfDrawing.noFile')}</p> : null}
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
                className={`absolute inset-0 touch-none ${tool === 'rectangle' ? 'cursor-crosshair' : ''}`}
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
                      } ${tool === 'select' ? 'cursor-move' : ''}`}
                      style={scaled(rect)}
                      onPointerDown={(event) => onBoxDown(event, drawing, 'move')}
                    >
                      <span className="pointer-events-none block truncate px-0.5 text-blue-900" translate="no">
                        {drawing.liquidSource}
                      </span>
                      {selected && tool === 'select'
                        ? HANDLES.map((handle) => (
                            <span
                              key={handle}
                              data-testid={`handle-${handle}`}
                              className={`absolute h-3 w-3 rounded-sm border border-white bg-blue-700 ${HANDLE_PLACE[handle]}`}
                              onPointerDown={(event) => onBoxDown(event, drawing, handle)}
                            />
                          ))
                        : null}
                    </div>
                  );
                })}
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
