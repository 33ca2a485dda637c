/**
 * The design classes of the UI editor (spec 002 §9): a fixed Tailwind-style scale, with hover and
 * sm..xl variants (`md:hover:p-4`), compiled into CSS for the canvas and published apps alike.
 */
export const SPACING_SCALE = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 56, 64] as const;
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const DESIGN_VIEWPORTS = ['all', 'sm', 'md', 'lg', 'xl'] as const;
export type DesignViewport = (typeof DESIGN_VIEWPORTS)[number];
export const DESIGN_STATES = ['normal', 'hover'] as const;
export type DesignState = (typeof DESIGN_STATES)[number];

const COLOR_TOKENS = [
  ...Array.from({ length: 17 }, (_, index) => `color${index}`),
  'colorWhite',
  'colorBlack',
  'colorError',
  'colorSuccess',
  'colorWarning',
];
const rem = (step: number) => (step === 0 ? '0' : `${step / 4}rem`);
const spacing = (prefix: string, properties: string[]) =>
  Object.fromEntries(
    SPACING_SCALE.map((step) => [`${prefix}-${step}`, properties.map((property) => `${property}: ${rem(step)}`)]),
  );
const each = (options: Record<string, string>, declare: (value: string) => string) =>
  Object.fromEntries(Object.entries(options).map(([name, value]) => [name, [declare(value)]]));

/** One design property of the inspector: its classes (without variant prefix) and their CSS. */
export type DesignProperty = { id: string; classes: Record<string, string[]>; hover?: boolean };

export const DESIGN_PROPERTIES: DesignProperty[] = [
  {
    id: 'fontSize',
    hover: true,
    classes: each(
      {
        'text-xs': '0.75rem',
        'text-sm': '0.875rem',
        'text-base': '1rem',
        'text-lg': '1.125rem',
        'text-xl': '1.25rem',
        'text-2xl': '1.5rem',
        'text-3xl': '1.875rem',
        'text-4xl': '2.25rem',
        'text-5xl': '3rem',
        'text-6xl': '3.75rem',
      },
      (value) => `font-size: ${value}`,
    ),
  },
  {
    id: 'fontWeight',
    hover: true,
    classes: each(
      {
        'font-light': '300',
        'font-normal': '400',
        'font-medium': '500',
        'font-semibold': '600',
        'font-bold': '700',
        'font-extrabold': '800',
      },
      (value) => `font-weight: ${value}`,
    ),
  },
  {
    id: 'fontFamily',
    classes: each(
      { 'font-primary': 'Primary', 'font-secondary': 'Secondary', 'font-tertiary': 'Tertiary' },
      (value) => `font-family: var(--fontFamily${value})`,
    ),
  },
  {
    id: 'textColor',
    hover: true,
    classes: Object.fromEntries(COLOR_TOKENS.map((token) => [`text-${token}`, [`color: var(--${token})`]])),
  },
  {
    id: 'background',
    hover: true,
    classes: Object.fromEntries(COLOR_TOKENS.map((token) => [`bg-${token}`, [`background-color: var(--${token})`]])),
  },
  {
    id: 'textAlign',
    classes: each(
      { 'text-left': 'left', 'text-center': 'center', 'text-right': 'right', 'text-justify': 'justify' },
      (value) => `text-align: ${value}`,
    ),
  },
  {
    id: 'letterSpacing',
    classes: each(
      { 'tracking-tight': '-0.025em', 'tracking-normal': '0', 'tracking-wide': '0.025em', 'tracking-wider': '0.05em' },
      (value) => `letter-spacing: ${value}`,
    ),
  },
  {
    id: 'lineHeight',
    classes: each(
      { 'leading-none': '1', 'leading-tight': '1.25', 'leading-normal': '1.5', 'leading-loose': '2' },
      (value) => `line-height: ${value}`,
    ),
  },
  { id: 'padding', hover: true, classes: spacing('p', ['padding']) },
  { id: 'paddingX', classes: spacing('px', ['padding-left', 'padding-right']) },
  { id: 'paddingY', classes: spacing('py', ['padding-top', 'padding-bottom']) },
  { id: 'margin', classes: spacing('m', ['margin']) },
  { id: 'marginX', classes: spacing('mx', ['margin-left', 'margin-right']) },
  { id: 'marginY', classes: spacing('my', ['margin-top', 'margin-bottom']) },
  { id: 'gap', classes: spacing('gap', ['gap']) },
  {
    id: 'width',
    classes: {
      ...spacing('w', ['width']),
      'w-auto': ['width: auto'],
      'w-full': ['width: 100%'],
      'w-1/2': ['width: 50%'],
    },
  },
  {
    id: 'height',
    classes: { ...spacing('h', ['height']), 'h-auto': ['height: auto'], 'h-full': ['height: 100%'] },
  },
  {
    id: 'borderWidth',
    hover: true,
    classes: each(
      { 'border-0': '0', border: '1px', 'border-2': '2px', 'border-4': '4px', 'border-8': '8px' },
      (value) => `border-width: ${value}; border-style: solid`,
    ),
  },
  {
    id: 'borderColor',
    hover: true,
    classes: Object.fromEntries(COLOR_TOKENS.map((token) => [`border-${token}`, [`border-color: var(--${token})`]])),
  },
  {
    id: 'radius',
    classes: each(
      {
        'rounded-none': '0',
        'rounded-sm': '0.125rem',
        rounded: '0.25rem',
        'rounded-md': '0.375rem',
        'rounded-lg': '0.5rem',
        'rounded-xl': '0.75rem',
        'rounded-full': '9999px',
      },
      (value) => `border-radius: ${value}`,
    ),
  },
  {
    id: 'shadow',
    hover: true,
    classes: Object.fromEntries(
      ['shadow1', 'shadow2', 'shadow3', 'shadow4', 'shadow5', 'shadowNone'].map((token) => [
        `shadow-${token.replace('shadow', '').toLowerCase()}`,
        [`box-shadow: var(--${token})`],
      ]),
    ),
  },
  {
    id: 'display',
    classes: each(
      { block: 'block', 'inline-block': 'inline-block', flex: 'flex', grid: 'grid', hidden: 'none' },
      (value) => `display: ${value}`,
    ),
  },
  {
    id: 'flexDirection',
    classes: each(
      { 'flex-row': 'row', 'flex-col': 'column', 'flex-row-reverse': 'row-reverse' },
      (value) => `flex-direction: ${value}`,
    ),
  },
  {
    id: 'alignItems',
    classes: each(
      { 'items-start': 'flex-start', 'items-center': 'center', 'items-end': 'flex-end', 'items-stretch': 'stretch' },
      (value) => `align-items: ${value}`,
    ),
  },
  {
    id: 'justifyContent',
    classes: each(
      {
        'justify-start': 'flex-start',
        'justify-center': 'center',
        'justify-end': 'flex-end',
        'justify-between': 'space-between',
      },
      (value) => `justify-content: ${value}`,
    ),
  },
  { id: 'flexWrap', classes: each({ 'flex-wrap': 'wrap', 'flex-nowrap': 'nowrap' }, (value) => `flex-wrap: ${value}`) },
  {
    id: 'transition',
    classes: each(
      { transition: 'short', 'transition-medium': 'medium', 'transition-long': 'long' },
      (value) => `transition: all var(--transition-${value}, 150ms) ease`,
    ),
  },
  {
    id: 'cursor',
    classes: each(
      { 'cursor-pointer': 'pointer', 'cursor-default': 'default', 'cursor-not-allowed': 'not-allowed' },
      (value) => `cursor: ${value}`,
    ),
  },
  {
    id: 'opacity',
    hover: true,
    classes: each(
      { 'opacity-0': '0', 'opacity-25': '0.25', 'opacity-50': '0.5', 'opacity-75': '0.75', 'opacity-100': '1' },
      (value) => `opacity: ${value}`,
    ),
  },
  {
    id: 'zIndex',
    classes: each(
      { 'z-0': '0', 'z-10': '10', 'z-20': '20', 'z-30': '30', 'z-50': '50' },
      (value) => `z-index: ${value}`,
    ),
  },
];

const DECLARATIONS = new Map<string, { property: string; declarations: string[] }>();
for (const property of DESIGN_PROPERTIES)
  for (const [name, declarations] of Object.entries(property.classes))
    DECLARATIONS.set(name, { property: property.id, declarations });

/** A design class split into viewport, state and utility; null for a class outside the scale. */
export function parseDesignClass(
  name: string,
): { viewport: DesignViewport; state: DesignState; utility: string; property: string } | null {
  const parts = name.split(':');
  const utility = parts.pop() ?? '';
  let viewport: DesignViewport = 'all';
  let state: DesignState = 'normal';
  for (const part of parts) {
    if (part in BREAKPOINTS && viewport === 'all') viewport = part as Breakpoint;
    else if (part === 'hover' && state === 'normal') state = 'hover';
    else return null;
  }
  const known = DECLARATIONS.get(utility);
  return known ? { viewport, state, utility, property: known.property } : null;
}

/** The class name of a utility at a viewport and state: ('md', 'hover', 'p-4') -> 'md:hover:p-4'. */
export const designClass = (viewport: DesignViewport, state: DesignState, utility: string) =>
  `${viewport === 'all' ? '' : `${viewport}:`}${state === 'hover' ? 'hover:' : ''}${utility}`;

/** The class list with one property set (or cleared, utility null) at one viewport and state. */
export function withDesign(
  classList: string,
  viewport: DesignViewport,
  state: DesignState,
  property: string,
  utility: string | null,
): string {
  const kept = classList
    .split(/\s+/)
    .filter(Boolean)
    .filter((name) => {
      const parsed = parseDesignClass(name);
      return !(parsed && parsed.property === property && parsed.viewport === viewport && parsed.state === state);
    });
  if (utility) kept.push(designClass(viewport, state, utility));
  return kept.join(' ');
}

/** The utility set for a property at one viewport and state, if any. */
export function designValue(
  classList: string,
  viewport: DesignViewport,
  state: DesignState,
  property: string,
): string | null {
  for (const name of classList.split(/\s+/)) {
    const parsed = parseDesignClass(name);
    if (parsed && parsed.property === property && parsed.viewport === viewport && parsed.state === state)
      return parsed.utility;
  }
  return null;
}

const escapeClass = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);

/** The CSS of the given design classes, base rules first, then each breakpoint in ascending order. */
export function designCss(classNames: Iterable<string>): string {
  const groups: Record<DesignViewport, string[]> = { all: [], sm: [], md: [], lg: [], xl: [] };
  for (const name of new Set(classNames)) {
    const parsed = parseDesignClass(name);
    if (!parsed) continue;
    const known = DECLARATIONS.get(parsed.utility);
    if (!known) continue;
    const selector = `.${escapeClass(name)}${parsed.state === 'hover' ? ':hover' : ''}`;
    groups[parsed.viewport].push(`${selector} { ${known.declarations.join('; ')}; }`);
  }
  const css = [...groups.all];
  for (const [breakpoint, width] of Object.entries(BREAKPOINTS)) {
    const rules = groups[breakpoint as Breakpoint];
    if (rules.length > 0) css.push(`@media (min-width: ${width}px) {\n  ${rules.join('\n  ')}\n}`);
  }
  return css.join('\n');
}
