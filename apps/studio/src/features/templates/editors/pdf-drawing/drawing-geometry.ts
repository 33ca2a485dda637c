/**
 * The geometry of the boxes on the workspace, as pure functions. Page units are the PDF's unscaled
 * units from the page's top left (what the server stamps with); the screen shows them times `scale`.
 */
export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };
export type Handle = 'nw' | 'ne' | 'sw' | 'se';
export type PageSize = { width: number; height: number };

export const MIN_BOX = 4;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
/** Two decimals, as the side panel shows them. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

export function rectOf(point1: Point, point2: Point): Rect {
  return {
    x: Math.min(point1.x, point2.x),
    y: Math.min(point1.y, point2.y),
    width: Math.abs(point2.x - point1.x),
    height: Math.abs(point2.y - point1.y),
  };
}

/** The corners the API stores: point2 is point1 plus the width and the height (spec 001 §5). */
export function pointsOf(rect: Rect): { point1: Point; point2: Point } {
  return {
    point1: { x: round2(rect.x), y: round2(rect.y) },
    point2: { x: round2(rect.x + rect.width), y: round2(rect.y + rect.height) },
  };
}

/** The box a drag drew (from where the pointer went down to where it is), kept on the page. */
export function rectFromDrag(start: Point, end: Point, page: PageSize): Rect {
  const x1 = clamp(Math.min(start.x, end.x), 0, page.width);
  const y1 = clamp(Math.min(start.y, end.y), 0, page.height);
  const x2 = clamp(Math.max(start.x, end.x), 0, page.width);
  const y2 = clamp(Math.max(start.y, end.y), 0, page.height);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** The box moved by (dx, dy), kept whole on the page. */
export function moveRect(rect: Rect, dx: number, dy: number, page: PageSize): Rect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, page.width - rect.width),
    y: clamp(rect.y + dy, 0, page.height - rect.height),
  };
}

/** The box with one corner dragged by (dx, dy); the opposite corner stays, the box keeps a minimum size. */
export function resizeRect(rect: Rect, handle: Handle, dx: number, dy: number, page: PageSize): Rect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (handle === 'nw' || handle === 'sw') left = clamp(left + dx, 0, right - MIN_BOX);
  else right = clamp(right + dx, left + MIN_BOX, page.width);
  if (handle === 'nw' || handle === 'ne') top = clamp(top + dy, 0, bottom - MIN_BOX);
  else bottom = clamp(bottom + dy, top + MIN_BOX, page.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export type EditorKeyAction = 'selectTool' | 'rectangleTool' | 'remove' | 'duplicate' | 'save' | 'undo' | 'redo';
type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { shiftKey?: boolean };

/**
 * Ctrl (or Cmd) +1 select tool, +2 rectangle tool, +Delete/Backspace remove, +D duplicate, +S save,
 * +Z undo, +Shift+Z and +Y redo.
 */
export function editorKeyAction(event: KeyLike): EditorKeyAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key.toLowerCase()) {
    case 'z':
      return event.shiftKey ? 'redo' : 'undo';
    case 'y':
      return 'redo';
    case '1':
      return 'selectTool';
    case '2':
      return 'rectangleTool';
    case 'delete':
    case 'backspace':
      return 'remove';
    case 'd':
      return 'duplicate';
    case 's':
      return 'save';
    default:
      return null;
  }
}
