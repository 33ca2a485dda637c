import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdfjs';

type Props = {
  document: PDFDocumentProxy;
  /** 1-based page number. */
  page: number;
  scale: number;
  className?: string;
  /** Called with each page's size in CSS pixels at this scale, once drawn. */
  onRendered?: (size: { width: number; height: number }) => void;
  onError?: (error: Error) => void;
};

/** One page of a PDF drawn on a canvas at `scale` (sharp on high-density screens). */
export function PdfPageCanvas({ document, page, scale, className, onRendered, onError }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const callbacks = useRef({ onRendered, onError });
  callbacks.current = { onRendered, onError };

  useEffect(() => {
    let cancelled = false;
    let cancelRender = () => {};
    (async () => {
      const pdfPage = await document.getPage(page);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const cssSize = { width: Math.floor(viewport.width), height: Math.floor(viewport.height) };
      setSize(cssSize);
      const task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancelRender = () => task.cancel();
      await task.promise;
      if (!cancelled) callbacks.current.onRendered?.(cssSize);
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      callbacks.current.onError?.(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [document, page, scale]);

  return (
    <canvas
      ref={canvasRef}
      data-page={page}
      data-scale={scale}
      className={`block bg-white shadow ${className ?? ''}`}
      style={size ? { width: size.width, height: size.height } : undefined}
    />
  );
}
