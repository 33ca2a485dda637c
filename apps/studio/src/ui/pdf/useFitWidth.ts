import { type RefObject, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from './pdfjs';

/**
 * The scale at which `page` of `document` fills the width of `area` (less its horizontal padding),
 * followed as the area is resized; 1 while off, or before the page and the area are known.
 */
export function useFitWidth(
  area: RefObject<HTMLElement | null>,
  document: PDFDocumentProxy | null | undefined,
  page: number,
  on: boolean,
): number {
  const [areaWidth, setAreaWidth] = useState(0);
  const [pageWidth, setPageWidth] = useState(0);

  useEffect(() => {
    const element = area.current;
    if (!on || !element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      setAreaWidth(Math.max(0, element.clientWidth - (padding || 0)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, on]);

  useEffect(() => {
    if (!on || !document) return;
    let current = true;
    document
      .getPage(page)
      .then((pdfPage) => current && setPageWidth(pdfPage.getViewport({ scale: 1 }).width))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [document, page, on]);

  if (!on || areaWidth <= 0 || pageWidth <= 0) return 1;
  // Whole hundredths, so a pixel of resizing does not draw the page again.
  return Math.max(0.1, Math.floor((areaWidth / pageWidth) * 100) / 100);
}
