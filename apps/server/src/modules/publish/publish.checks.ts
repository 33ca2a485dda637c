import {
  PUBLISH_ERRORS,
  PUBLISH_REQUIRED_PROPS,
  type TCmsComponentRoute,
  type TPublishProblem,
} from '@carrier/contracts';
import { formFieldsOfScript, normalizeTree, type UiNode, walkTree } from '@carrier/contracts/ui-tree';
import { type QuoteRatings, quoteButtonProblems, unfedVariableProblems } from './quote.checks';

type CheckedComponent = { id: string; name: string; editorAst: unknown; editorScript: string };
export type CheckInput = {
  pages: TCmsComponentRoute[];
  components: CheckedComponent[];
  allowedLocales: string[];
  /** The ratings of the products the quote buttons name (quote.checks.ts). */
  ratings: QuoteRatings;
  /** Whether the app's guest access is on: without it no visitor can get a quote. */
  hasGuest: boolean;
};

/** At most this many problems are listed; the first ones are enough to start fixing. */
const MAX_PUBLISH_PROBLEMS = 50;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function* pageProblems(pages: TCmsComponentRoute[], names: ReadonlySet<string>): Generator<TPublishProblem> {
  if (pages.length === 0) yield PUBLISH_ERRORS.noPages;
  for (const page of pages) {
    const path = page.path ?? page.name ?? '?';
    if (page.redirect) continue;
    if (!page.component) yield PUBLISH_ERRORS.pageWithoutComponent(path);
    else if (!names.has(page.component)) yield PUBLISH_ERRORS.missingComponent(path, page.component);
  }
}

function* nodeProblems(
  component: CheckedComponent,
  root: UiNode,
  known: { names: ReadonlySet<string>; ids: ReadonlySet<string> },
  locales: string[],
): Generator<TPublishProblem> {
  const fields = new Set(formFieldsOfScript(component.editorScript));
  for (const node of walkTree(root)) {
    const label = node.label || node.id;
    // An instance of one of the app's components carries its id.
    if (node.componentId && !known.ids.has(node.componentId) && !known.names.has(node.component))
      yield PUBLISH_ERRORS.missingInstance(component.name, label, node.component);
    for (const prop of PUBLISH_REQUIRED_PROPS[node.component] ?? [])
      if (isBlank(node.editorSettings.props[prop])) yield PUBLISH_ERRORS.requiredProp(component.name, label, prop);
    for (const [field, byLocale] of Object.entries(node.editorSettings.texts)) {
      if (!Object.values(byLocale).some((text) => text.trim())) continue;
      for (const locale of locales)
        if (!byLocale[locale]?.trim()) yield PUBLISH_ERRORS.missingText(component.name, label, field, locale);
    }
    if (node.bindTo && !fields.has(node.bindTo)) yield PUBLISH_ERRORS.brokenBinding(component.name, label, node.bindTo);
  }
}

/** A quote button while the app's guest access is off: the published page could never quote. */
function* guestProblems(component: CheckedComponent, root: UiNode): Generator<TPublishProblem> {
  for (const node of walkTree(root))
    if (node.editorSettings.props.action === 'quote')
      yield PUBLISH_ERRORS.quoteNeedsGuest(component.name, node.label || node.id);
}

/** Each routed page's quote buttons: the variables their products need that no field of the page feeds. */
function* pageQuoteProblems(pages: TCmsComponentRoute[], trees: ReadonlyMap<string, UiNode>, ratings: QuoteRatings) {
  for (const page of pages) {
    const root = !page.redirect && page.component ? trees.get(page.component) : undefined;
    if (root) yield* unfedVariableProblems(page.path ?? page.name ?? '?', root, trees, ratings);
  }
}

/**
 * What stops an app from being published, each with its message: a page on a missing component, an
 * instance of a missing component, a required prop unset, a text missing in an allowed locale, a
 * binding to a field the component's data does not declare; a quote button without a product, with
 * one that does not exist or has no pricing logic, or whose product needs a variable no field of the
 * page feeds. Empty when it can go live.
 */
export function publishProblems(input: CheckInput): TPublishProblem[] {
  const names = new Set(input.components.map((component) => component.name));
  const ids = new Set(input.components.map((component) => component.id));
  const problems: TPublishProblem[] = [...pageProblems(input.pages, names)];
  const trees = new Map<string, UiNode>();
  for (const component of input.components) {
    const root = normalizeTree(component.editorAst);
    if (!root) problems.push(PUBLISH_ERRORS.unreadableTree(component.name));
    else {
      problems.push(...nodeProblems(component, root, { names, ids }, input.allowedLocales));
      problems.push(...quoteButtonProblems(component.name, root, input.ratings));
      if (!input.hasGuest) problems.push(...guestProblems(component, root));
      trees.set(component.id, root).set(component.name, root);
    }
    if (problems.length >= MAX_PUBLISH_PROBLEMS) break;
  }
  if (problems.length < MAX_PUBLISH_PROBLEMS) problems.push(...pageQuoteProblems(input.pages, trees, input.ratings));
  return problems.slice(0, MAX_PUBLISH_PROBLEMS);
}
