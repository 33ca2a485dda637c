import { VUE_VERSION } from './node';

/** Limits of a component (untrusted input: template, tree and script sizes). */
export const COMPONENT_LIMITS = {
  name: 100,
  template: 1_000_000,
  editorAst: 1_000_000,
  script: 200_000,
  componentJson: 200_000,
  nodes: 5_000,
  depth: 60,
} as const;

/** A component name is PascalCase: 'quote form' -> 'QuoteForm' (spec 002 §5, converted on blur). */
export function toPascalCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')
    .replace(/^[0-9]+/, '');
}
export const isPascalCase = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name);

/** Texts of spec 002 §8 for components, word for word on both sides. */
export const COMPONENT_MESSAGES = {
  noCompiler: (version: string) => `There is no compiler for Vue of version ${version} available`,
  deleteWarning: 'Deleting a component that is used in other components or in pages will break the app.',
} as const;

/** Business failures of the components API: code and message. */
export const COMPONENT_ERRORS = {
  noCompiler: (version: string) => ({ code: 'no_compiler', message: COMPONENT_MESSAGES.noCompiler(version) }),
  unknownFramework: (framework: string) => ({
    code: 'no_compiler',
    message: `There is no compiler for ${framework} components; only '${VUE_VERSION.framework}' is supported.`,
  }),
  nameRequired: { code: 'component_name_required', message: 'This field is required' },
  invalidName: { code: 'invalid_component_name', message: 'A component name is PascalCase (eg: QuoteForm).' },
  nameTaken: (name: string) => ({ code: 'component_exists', message: `The app already has a component ${name}.` }),
  notFound: (id: string) => ({ code: 'component_not_found', message: `The component ${id} does not exist.` }),
  invalidTemplate: (detail: string) => ({
    code: 'invalid_template',
    message: `The template cannot be read: ${detail}`,
  }),
  invalidTree: (detail: string) => ({ code: 'invalid_editor_ast', message: `The editor tree is not valid: ${detail}` }),
  tooLarge: (field: string, max: number) => ({
    code: 'too_long',
    message: `${field} is too large (at most ${max.toLocaleString('en-US')}).`,
  }),
  invalidJson: (field: string) => ({ code: 'invalid_json', message: `${field} is not valid JSON.` }),
  invalidLink: (node: string, href: string, reason: string) => ({
    code: 'invalid_link',
    message: `The link ${node} cannot go to ${href}: ${reason}`,
  }),
  invalidImage: (node: string, src: string, reason: string) => ({
    code: 'invalid_image',
    message: `The image ${node} cannot show ${src}: ${reason}`,
  }),
} as const;
