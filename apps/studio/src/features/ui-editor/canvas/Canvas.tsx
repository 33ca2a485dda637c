import { type KitLocale, KitLocaleProvider } from '@carrier/kit';
import kitCss from '@carrier/kit/styles.css?inline';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CanvasContext } from '../../../shared/canvas/canvas-context';
import { DesignSheet } from '../../../shared/canvas/design-sheet';
import { useValue, type ValueStore } from '../../../shared/canvas/value-store';
import { elementOf } from '../elements';
import { useTreeMeta, useTreeStore } from '../store/hooks';
import { CanvasNode } from './CanvasNode';
import { CANVAS_CSS } from './canvas-settings';

type Props = {
  width: number;
  height: number;
  zoom: number;
  /** The app's stylesheet (appStylesheet: theme and base-component theme). */
  stylesheet: string;
  locale: ValueStore<string>;
  onKeyDown: (event: KeyboardEvent) => void;
  title: string;
};

/**
 * The store node an event on the canvas happened in. Its target belongs to the iframe's realm, where
 * `instanceof Element` of this window is always false, so it is asked for `closest` instead. Nodes of
 * another component's instance carry an empty id: the instance itself is the node.
 */
const closestNode = (target: EventTarget | null): HTMLElement | null => {
  const element = target as Partial<Element> | null;
  return typeof element?.closest === 'function'
    ? (element.closest('[data-node-id]:not([data-node-id=""])') as HTMLElement | null)
    : null;
};

/**
 * The canvas: an iframe (its own viewport, so sm..xl classes apply at the preset's width) into which
 * the tree renders with the kit and the app's theme. A click selects, hovering outlines.
 */
export function Canvas({ width, height, zoom, stylesheet, locale, onKeyDown, title }: Props) {
  const store = useTreeStore();
  const frame = useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  const sheet = useMemo(() => new DesignSheet(), []);
  const themeStyle = useRef<HTMLStyleElement | null>(null);
  const context = useMemo(() => ({ locale, sheet, elementOf }), [locale, sheet]);
  const keys = useRef(onKeyDown);
  keys.current = onKeyDown;

  useEffect(() => {
    const iframe = frame.current;
    const contentDocument = iframe?.contentDocument;
    if (!contentDocument) return;
    contentDocument.open();
    contentDocument.write('<!doctype html><html><head></head><body></body></html>');
    contentDocument.close();
    const head = contentDocument.head;
    const kit = contentDocument.createElement('style');
    kit.textContent = `${kitCss}\n${CANVAS_CSS}`;
    head.append(kit);
    themeStyle.current = contentDocument.createElement('style');
    head.append(themeStyle.current);
    sheet.attach(contentDocument);
    let hovered: HTMLElement | null = null;
    const onOver = (event: Event) => {
      const target = closestNode(event.target);
      if (target === hovered) return;
      hovered?.removeAttribute('data-ue-hover');
      hovered = target;
      hovered?.setAttribute('data-ue-hover', '');
    };
    const onLeave = () => {
      hovered?.removeAttribute('data-ue-hover');
      hovered = null;
    };
    const onClick = (event: Event) => {
      const target = closestNode(event.target);
      event.preventDefault();
      if (target?.dataset.nodeId) store.select(target.dataset.nodeId);
    };
    const onKey = (event: KeyboardEvent) => keys.current(event);
    // mouseleave fires on elements only, never on the document.
    const html = contentDocument.documentElement;
    contentDocument.addEventListener('mouseover', onOver);
    html.addEventListener('mouseleave', onLeave);
    contentDocument.addEventListener('click', onClick, true);
    contentDocument.addEventListener('keydown', onKey);
    setDoc(contentDocument);
    return () => {
      contentDocument.removeEventListener('mouseover', onOver);
      html.removeEventListener('mouseleave', onLeave);
      contentDocument.removeEventListener('click', onClick, true);
      contentDocument.removeEventListener('keydown', onKey);
    };
  }, [store, sheet]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the style element exists once doc is set
  useEffect(() => {
    if (themeStyle.current) themeStyle.current.textContent = stylesheet;
  }, [stylesheet, doc]);

  const { selected, revision } = useTreeMeta();
  const kitLocale = useValue(locale) as KitLocale;
  // The selection outline is an attribute set here, so selecting re-renders no canvas node.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision may have re-created the element
  useEffect(() => {
    if (!doc) return;
    for (const element of doc.querySelectorAll('[data-ue-selected]')) element.removeAttribute('data-ue-selected');
    if (selected) doc.querySelector(`[data-node-id="${CSS.escape(selected)}"]`)?.setAttribute('data-ue-selected', '');
  }, [doc, selected, revision]);

  return (
    <div style={{ width: width * (zoom / 100), height: height * (zoom / 100) }} className="relative shrink-0">
      <iframe
        ref={frame}
        title={title}
        data-testid="ui-editor-canvas"
        style={{ width, height, transform: `scale(${zoom / 100})`, transformOrigin: '0 0' }}
        className="absolute top-0 left-0 border-0 bg-white shadow-md"
      />
      {doc &&
        createPortal(
          <CanvasContext.Provider value={context}>
            <KitLocaleProvider locale={kitLocale}>
              <CanvasNode id={store.rootId} />
            </KitLocaleProvider>
          </CanvasContext.Provider>,
          doc.body,
        )}
    </div>
  );
}
