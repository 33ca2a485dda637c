/** Canvas size presets (spec 002 §9) and zoom options; initial zoom 60 %. */
export const CANVAS_SIZES = [
  { id: 'default', width: 460, height: 700 },
  { id: 'sm', width: 650, height: 780 },
  { id: 'md', width: 1000, height: 562.5 },
  { id: 'lg', width: 1200, height: 675 },
  { id: 'xl', width: 1600, height: 900 },
] as const;
export type CanvasSize = (typeof CANVAS_SIZES)[number]['id'];
export const ZOOMS = [100, 80, 60, 40, 20] as const;
export const INITIAL_ZOOM = 60;

/** The canvas's own rules: the editor's outlines (solid when selected, dotted on hover) and placeholders. */
export const CANVAS_CSS = `
html, body { margin: 0; min-height: 100%; background: #fff; font-family: var(--fontFamilyPrimary, system-ui, sans-serif); color: var(--colorBlack, #0f172a); }
body { padding: 8px; box-sizing: border-box; }
*, *::before, *::after { box-sizing: border-box; }
[data-node-id] { cursor: default; min-height: 8px; }
[data-ue-hover] { outline: 1px dotted #2563eb; outline-offset: -1px; }
[data-ue-selected] { outline: 2px solid #2563eb !important; outline-offset: -2px; }
.ue-html { font-family: monospace; font-size: 12px; white-space: pre-wrap; color: #475569; }
.ue-custom { padding: 8px; border: 1px dashed #94a3b8; }
.ue-custom-name { display: block; margin-bottom: 4px; color: #64748b; font: 11px system-ui, sans-serif; }
`;
