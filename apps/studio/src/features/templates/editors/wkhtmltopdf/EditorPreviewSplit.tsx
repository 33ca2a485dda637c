import { type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../../ui/TabList';
import { useElementWidth } from './useElementWidth';

/** Below this width the editor and the preview take turns in tabs; from it on they sit side by side. */
export const SPLIT_MIN_WIDTH = 800;
const MIN_SHARE = 0.2;
const KEY_STEP = 0.05;
const clampShare = (share: number) => Math.min(1 - MIN_SHARE, Math.max(MIN_SHARE, share));

type Panes = { editor: ReactNode; preview: ReactNode };

/**
 * The editor and, while the preview is on, the PDF preview: side by side with a divider that drags (or
 * moves with the arrow keys) when there is room, else one at a time in two tabs. The preview stays in
 * view (sticky, as high as the window) while the 1,270 px editor scrolls.
 */
export function EditorPreviewSplit({ editor, preview }: { editor: ReactNode; preview: ReactNode | null }) {
  // One measured box whatever the layout, so its width is followed across a change of layout.
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  let layout: ReactNode = editor;
  if (preview !== null)
    layout =
      width !== null && width < SPLIT_MIN_WIDTH ? (
        <Tabs editor={editor} preview={preview} />
      ) : (
        <SideBySide editor={editor} preview={preview} box={box} />
      );
  return <div ref={box}>{layout}</div>;
}

function Tabs({ editor, preview }: Panes) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'editor' | 'preview'>('editor');
  const ids = { editor: useId(), preview: useId() };
  return (
    <div className="space-y-3">
      <TabList
        label={t('wkhtmltopdf.split.views')}
        tabs={(['editor', 'preview'] as const).map((name) => ({ id: name, label: t(`wkhtmltopdf.split.${name}`) }))}
        selected={tab}
        onSelect={setTab}
        panelIds={ids}
        stretch
      />
      {/* Both stay mounted, so the editor keeps its place and the preview its page while hidden. */}
      <div id={ids.editor} role="tabpanel" aria-labelledby={`${ids.editor}-tab`} hidden={tab !== 'editor'}>
        {editor}
      </div>
      <div
        id={ids.preview}
        role="tabpanel"
        aria-labelledby={`${ids.preview}-tab`}
        hidden={tab !== 'preview'}
        className="h-[calc(100vh-9rem)] min-h-[24rem]"
      >
        {preview}
      </div>
    </div>
  );
}

function SideBySide({ editor, preview, box }: Panes & { box: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const [share, setShare] = useState(0.5);
  const drag = useRef<{ left: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { left: rect.left, width: rect.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setShare(clampShare((event.clientX - drag.current.left) / drag.current.width));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setShare((current) => clampShare(current + step));
  };
  return (
    <div
      className="grid items-start"
      style={{ gridTemplateColumns: `minmax(0, ${share}fr) 0.75rem minmax(0, ${1 - share}fr)` }}
    >
      <div className="min-w-0">{editor}</div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable window splitter (ARIA separator), not a rule */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t('wkhtmltopdf.split.resize')}
        aria-valuemin={MIN_SHARE * 100}
        aria-valuemax={(1 - MIN_SHARE) * 100}
        aria-valuenow={Math.round(share * 100)}
        className="group sticky top-20 flex h-[calc(100vh-6rem)] cursor-col-resize touch-none justify-center focus:outline-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
      >
        <span className="my-auto h-16 w-1 rounded bg-slate-300 group-hover:bg-blue-600 group-focus:bg-blue-700" />
      </div>
      <div className="sticky top-20 h-[calc(100vh-6rem)] min-w-0">{preview}</div>
    </div>
  );
}
