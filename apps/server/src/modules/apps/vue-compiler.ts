import { createRequire } from 'node:module';
import { COMPONENT_ERRORS, VUE_VERSION, type VueAstElement } from '@carrier/contracts/ui-tree';
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

export type TemplateParser = (template: string) => Outcome<VueAstElement>;

/** The parser of one Vue version, or the catalogue's 'There is no compiler for Vue of version X available'. */
export function templateParser(framework: string, version: string): Outcome<TemplateParser> {
  if (framework !== VUE_VERSION.framework) return fail(COMPONENT_ERRORS.unknownFramework(framework));
  const compiler = COMPILERS[version];
  if (!compiler) return fail(COMPONENT_ERRORS.noCompiler(version));
  return ok((template: string) => {
    const compiled = compiler().compile(template, { whitespace: 'condense' });
    const [error] = compiled.errors;
    if (error) return fail(COMPONENT_ERRORS.invalidTemplate(typeof error === 'string' ? error : error.msg));
    if (!compiled.ast) return fail(COMPONENT_ERRORS.invalidTemplate('it holds no element'));
    return ok(compiled.ast);
  });
}
