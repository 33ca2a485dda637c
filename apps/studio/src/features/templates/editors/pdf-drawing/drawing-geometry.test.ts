import { describe, expect, it } from 'vitest';
import { editorKeyAction, moveRect, pointsOf, rectFromDrag, rectOf, resizeRect } from './drawing-geometry';

const page = { width: 595, height: 842 };

describe('box geometry', () => {
  it('reads corners in any order and writes point2 as point1 plus width and height', () => {
    expect(rectOf({ x: 300, y: 90 }, { x: 50, y: 60 })).toEqual({ x: 50, y: 60, width: 250, height: 30 });
    expect(pointsOf({ x: 10.123, y: 20, width: 100.456, height: 30 })).toEqual({
      point1: { x: 10.12, y: 20 },
      point2: { x: 110.58, y: 50 },
    });
  });

  it('keeps drawn and moved boxes on the page', () => {
    expect(rectFromDrag({ x: 100, y: 100 }, { x: 20, y: 900 }, page)).toEqual({
      x: 20,
      y: 100,
      width: 80,
      height: 742,
    });
    expect(moveRect({ x: 500, y: 10, width: 80, height: 20 }, 50, -30, page)).toEqual({
      x: 515,
      y: 0,
      width: 80,
      height: 20,
    });
  });

  it('resizes from a corner, the opposite corner fixed, never below the minimum size', () => {
    const box = { x: 100, y: 100, width: 100, height: 50 };
    expect(resizeRect(box, 'se', 20, 10, page)).toEqual({ x: 100, y: 100, width: 120, height: 60 });
    expect(resizeRect(box, 'nw', 20, 10, page)).toEqual({ x: 120, y: 110, width: 80, height: 40 });
    expect(resizeRect(box, 'nw', 500, 500, page)).toEqual({ x: 196, y: 146, width: 4, height: 4 });
  });

  it('maps the editor keys', () => {
    const key = (k: string, ctrlKey = true) => editorKeyAction({ key: k, ctrlKey, metaKey: false, altKey: false });
    expect([key('1'), key('2'), key('Delete'), key('Backspace'), key('d'), key('S')]).toEqual([
      'selectTool',
      'rectangleTool',
      'remove',
      'remove',
      'duplicate',
      'save',
    ]);
    expect(key('d', false)).toBeNull();
  });
});
