import { createRequire } from 'node:module';
import { COMPONENT_ERRORS, COMPONENT_LIMITS, VUE_VERSION, type VueAstElement } from '@carrier/contracts/ui-tree';
import { fail, type Outcome, ok } from '../../core/outcome';

type Compiled = { ast?: VueAstElement; errors: Array<string | { msg: string }> };
type TemplateCompiler = { compile: (template: string, options?: Record<string, unknown>) => Compiled };

const require = createRequire(import.meta.url);
let vue2611: TemplateCompiler | null = null;
/** Loaded on first use: the package is large and only template imports need it. */
const load2611 = () => {
  vue2611 ??= require('vue-template-compiler') as TemplateCompiler;
  return vue2611;
};

/** Template compilers by framework version: each version parses with its own compiler (2.6.11 only). */
const COMPILERS: Record<string, () => TemplateCompiler> = { [VUE_VERSION.version]: load2611 };

/** Loads every compiler now (a worker thread does, before it says it is ready, so no parse pays for it). */
export function loadCompilers(): void {
  for (const load of Object.values(COMPILERS)) load();
}

/**
 * Bounds checked before the compiler sees a template. Its parser copies the rest of the text at every
 * `<` (250,000 of them: 17 s) and recurses once per level (a stack overflow near 2,000 levels); a
 * component has at most 5,000 nodes nested 60 levels, so an opening and a closing tag per node is plenty.
 */
const TEMPLATE_BOUNDS = { tagOpenings: 2 * COMPONENT_LIMITS.nodes, depth: COMPONENT_LIMITS.depth } as const;

/** Elements without content (HTML void elements), which never nest. */
const VOID_ELEMENTS = new Set(
  'area,base,br,col,embed,frame,hr,img,input,isindex,keygen,link,meta,param,source,track,wbr'.split(','),
);
/** Elements a parser closes when the same element opens again right inside (`<li>a<li>b`). */
const LEFT_OPEN = new Set('colgroup,dd,dt,li,options,p,td,tfoot,th,thead,tr,source'.split(','));

/** How deeply a template's tags nest, found in one pass (tags as written: `<x ...>`, `</x>`, `<x/>`). */
function tagDepth(template: string, max: number): number {
  const open: string[] = [];
  let end = -1;
  for (let at = template.indexOf('<'); at !== -1; at = template.indexOf('<', at + 1)) {
    // The first '>' after this '<' (kept while it lies ahead: every '<' before it shares it).
    if (end < at) end = template.indexOf('>', at);
    if (end === -1) break;
    const closing = template[at + 1] === '/';
    const name = /^[A-Za-z][^\s/>]*/.exec(template.slice(at + (closing ? 2 : 1), Math.min(end, at + 80)))?.[0];
    if (!name) continue;
    const tag = name.toLowerCase();
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index !== -1) open.length = index;
    } else if (!VOID_ELEMENTS.has(tag) && template[end - 1] !== '/') {
      if (LEFT_OPEN.has(tag) && open.at(-1) === tag) open.pop();
      open.push(tag);
      if (open.length > max) return open.length;
    }
    at = end;
  }
  return open.length;
}

/** Why a template is refused before it is parsed, or null. Linear in the template's length. */
export function templateShapeProblem(template: string): string | null {
  if (tagDepth(template, TEMPLATE_BOUNDS.depth) > TEMPLATE_BOUNDS.depth)
    return `it nests deeper than ${TEMPLATE_BOUNDS.depth} levels`;
  let openings = 0;
  for (let at = template.indexOf('<'); at !== -1; at = template.indexOf('<', at + 1)) {
    if (++openings > TEMPLATE_BOUNDS.tagOpenings)
      return `it holds more than ${TEMPLATE_BOUNDS.tagOpenings.toLocaleString('en-US')} '<' (a component has at most ${COMPONENT_LIMITS.nodes.toLocaleString('en-US')} elements)`;
  }
  return null;
}

export type TemplateParser = (template: string) => Outcome<VueAstElement>;

/** The parser of one Vue version, or the catalogue's 'There is no compiler for Vue of version X available'. */
export function templateParser(framework: string, version: string): Outcome<TemplateParser> {
  if (framework !== VUE_VERSION.framework) return fail(COMPONENT_ERRORS.unknownFramework(framework));
  const compiler = COMPILERS[version];
  if (!compiler) return fail(COMPONENT_ERRORS.noCompiler(version));
  return ok((template: string) => {
    const shape = templateShapeProblem(template);
    if (shape) return fail(COMPONENT_ERRORS.invalidTemplate(shape));
    const compiled = compiler().compile(template, { whitespace: 'condense' });
    const [error] = compiled.errors;
    if (error) return fail(COMPONENT_ERRORS.invalidTemplate(typeof error === 'string' ? error : error.msg));
    if (!compiled.ast) return fail(COMPONENT_ERRORS.invalidTemplate('it holds no element'));
    return ok(compiled.ast);
  });
}
