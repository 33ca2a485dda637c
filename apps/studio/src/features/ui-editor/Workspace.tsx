import { formFieldsOfScript, UI_LOCALES } from '@carrier/contracts/ui-tree';
import { useDroppable } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppComponentsContext } from '../../shared/canvas/StaticTree';
import { createValueStore } from '../../shared/canvas/value-store';
import { installBenchHook } from './bench-hook';
import { Canvas } from './canvas/Canvas';
import { CANVAS_SIZES, type CanvasSize, INITIAL_ZOOM, ZOOMS } from './canvas/canvas-settings';
import { type DragData, dropAt, EditorDnd, placeNear } from './dnd';
import { elementOf } from './elements';
import { Gallery } from './gallery/Gallery';
import { Inspector } from './inspector/Inspector';
import { handleEditorKey } from './keyboard';
import { useTreeStore } from './store/hooks';
import { ExpandedStore } from './tree/expanded-store';
import { LayoutTree } from './tree/LayoutTree';
import type { EditorComponent } from './ui-editor-data';

const TOOL = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs hover:bg-slate-100';

/** The canvas's drop target; it alone re-renders as a drag starts and ends, not the whole workspace. */
function CanvasDropArea({ children }: { children: React.ReactNode }) {
  const drop = useDroppable({ id: 'canvas' });
  const dragging = drop.active !== null;
  return (
    <div
      ref={drop.setNodeRef}
      className={`relative min-h-0 flex-1 overflow-auto p-6 ${drop.isOver ? 'bg-blue-50' : ''}`}
    >
      {children}
      {/* While dragging, a layer over the iframe keeps the pointer events in this document. */}
      {dragging && <div className="absolute inset-0" data-testid="canvas-drop-layer" />}
    </div>
  );
}

type Props = {
  component: EditorComponent;
  components: ReadonlyArray<EditorComponent>;
  /** The app's stylesheet for the canvas (appStylesheet). */
  stylesheet: string;
  onSave: () => void;
  onShowCode: () => void;
};

/** The editor of one component: tree, canvas, inspector and gallery around one tree store. */
export function Workspace({ component, components, stylesheet, onSave, onShowCode }: Props) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const [size, setSize] = useState<CanvasSize>('default');
  const [zoom, setZoom] = useState<number>(INITIAL_ZOOM);
  const [inspectorOpen, setInspectorOpen] = useState(true);
  const locale = useMemo(() => createValueStore('en-US'), []);
  const [canvasLocale, setCanvasLocale] = useState('en-US');
  const expanded = useMemo(
    () => new ExpandedStore([store.rootId, ...(store.get(store.rootId)?.childIds ?? [])]),
    [store],
  );
  const gallerySearch = useRef<HTMLInputElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const preset = CANVAS_SIZES.find((item) => item.id === size) ?? CANVAS_SIZES[0];
  const formFields = useMemo(() => formFieldsOfScript(component.script), [component.script]);
  const others = useMemo(() => components.filter((item) => item.id !== component.id), [components, component.id]);
  const byKey = useMemo(
    () => new Map(others.flatMap((item) => [[item.id, item.tree] as const, [item.name, item.tree] as const])),
    [others],
  );

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (handleEditorKey(event, store, onSave)) event.preventDefault();
    },
    [store, onSave],
  );
  useEffect(() => installBenchHook(store), [store]);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  const canvasNodeAt = (x: number, y: number) => {
    const iframe = canvasHost.current?.querySelector('iframe');
    const doc = iframe?.contentDocument;
    if (!iframe || !doc) return null;
    const rect = iframe.getBoundingClientRect();
    const scale = zoom / 100;
    const element = doc.elementFromPoint((x - rect.left) / scale, (y - rect.top) / scale);
    return (element?.closest('[data-node-id]') as HTMLElement | null)?.dataset.nodeId ?? null;
  };

  const addFromGallery = (data: DragData) => {
    const selected = store.selectedId ?? store.rootId;
    const node = store.get(selected);
    dropAt(store, data, placeNear(store, selected, node && elementOf(node.component).container ? 'into' : 'after'));
  };

  return (
    <EditorDnd canvasNodeAt={canvasNodeAt}>
      {/* Below lg the panels stack in one column that scrolls; from lg up they stand side by side. */}
      <div
        className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden"
        data-testid="ui-editor-workspace"
      >
        <aside
          aria-label={t('uiEditor.tree.title')}
          className="flex h-72 w-full shrink-0 flex-col border-b border-slate-200 bg-white lg:h-auto lg:w-64 lg:border-r lg:border-b-0"
        >
          <div className="flex gap-1 border-b border-slate-200 p-2">
            <button type="button" className={TOOL} onClick={() => gallerySearch.current?.focus()}>
              {t('uiEditor.tree.addElement')}
            </button>
            <button type="button" className={TOOL} onClick={() => expanded.expandAll()}>
              {t('uiEditor.tree.expandAll')}
            </button>
          </div>
          <LayoutTree expanded={expanded} label={t('uiEditor.tree.title')} />
        </aside>
        <section
          aria-label={t('uiEditor.canvas.title')}
          className="flex min-w-0 shrink-0 flex-col bg-slate-100 lg:flex-1 lg:shrink"
        >
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-1.5 text-xs">
            <label className="flex items-center gap-1">
              {t('uiEditor.canvas.size')}
              <select
                aria-label={t('uiEditor.canvas.size')}
                className={TOOL}
                value={size}
                onChange={(event) => setSize(event.target.value as CanvasSize)}
              >
                {CANVAS_SIZES.map((item) => (
                  <option key={item.id} value={item.id}>
                    {`${t(`uiEditor.canvas.sizes.${item.id}`)} ${item.width}×${item.height}`}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1">
              {t('uiEditor.canvas.zoom')}
              <select
                aria-label={t('uiEditor.canvas.zoom')}
                className={TOOL}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
              >
                {ZOOMS.map((value) => (
                  <option key={value} value={value}>{`${value}%`}</option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1">
              {t('uiEditor.canvas.locale')}
              <select
                aria-label={t('uiEditor.canvas.locale')}
                className={TOOL}
                value={canvasLocale}
                onChange={(event) => {
                  setCanvasLocale(event.target.value);
                  locale.set(event.target.value);
                }}
              >
                {UI_LOCALES.map((item) => (
                  <option key={item} value={item}>
                    {t(`uiEditor.locales.${item}`)}
                  </option>
                ))}
              </select>
            </label>
            <span className="flex-1" />
            <button type="button" className={TOOL} onClick={onShowCode}>
              {t('uiEditor.canvas.showCode')}
            </button>
            <button
              type="button"
              className={TOOL}
              aria-pressed={inspectorOpen}
              onClick={() => setInspectorOpen((open) => !open)}
            >
              {t('uiEditor.canvas.toggleInspector')}
            </button>
          </div>
          <CanvasDropArea>
            <div ref={canvasHost}>
              <AppComponentsContext.Provider value={byKey}>
                <Canvas
                  key={component.id}
                  width={preset.width}
                  height={preset.height}
                  zoom={zoom}
                  stylesheet={stylesheet}
                  locale={locale}
                  onKeyDown={onKey}
                  title={t('uiEditor.canvas.title')}
                />
              </AppComponentsContext.Provider>
            </div>
          </CanvasDropArea>
        </section>
        {inspectorOpen && (
          <aside
            aria-label={t('uiEditor.inspector.title')}
            className="w-full shrink-0 border-t border-slate-200 bg-white p-3 lg:w-80 lg:overflow-y-auto lg:border-t-0 lg:border-l"
          >
            <Inspector formFields={formFields} />
          </aside>
        )}
      </div>
      <footer className="h-48 shrink-0 border-t border-slate-200 bg-white p-2">
        <Gallery ref={gallerySearch} components={others} onAdd={addFromGallery} />
      </footer>
    </EditorDnd>
  );
}
