/** The named colours of CSS Color 4, lower case. */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen ' +
    // Keywords that stand for a colour, and the CSS-wide keywords every property takes.
    'transparent currentcolor inherit initial unset revert revert-layer'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'var',
]);
// A function's arguments: numbers, units, percentages, names, nested calls; nothing that ends a rule.
const ARGUMENTS = /^[\w\s.,%/+#()-]*$/;

/**
 * Whether a CSS value is a colour a browser takes (`#1d4ed8`, `rgb(29 78 216)`, `teal`, `var(--color8)`),
 * so a theme never stores one that silently renders as nothing ('notacolor' makes a button transparent).
 */
export function isCssColor(input: string): boolean {
  const value = input
    .trim()
    .replace(/\s*!important$/i, '')
    .toLowerCase();
  if (HEX.test(value) || NAMED_COLORS.has(value)) return true;
  const call = /^([a-z-]+)\((.*)\)$/s.exec(value);
  if (!call || !FUNCTIONS.has(call[1] ?? '')) return false;
  const args = call[2] ?? '';
  let depth = 0;
  for (const char of args) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0 && ARGUMENTS.test(args) && args.trim() !== '';
}

/** CSS properties whose value is a colour (a base-component theme's options are checked by these). */
export const isColorProperty = (property: string) =>
  /(^|-)color$/.test(property) || property === 'fill' || property === 'stroke';
