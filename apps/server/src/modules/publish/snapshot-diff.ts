import type { TCmsComponentRoute, TPublishedApp, TSnapshotChange, TSnapshotChangeKind } from '@carrier/contracts';
import type { UiNode } from '@carrier/contracts/ui-tree';

type Snapshot = Omit<TPublishedApp, 'version' | 'publishedAt'>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const change = (
  area: TSnapshotChange['area'],
  kind: TSnapshotChangeKind,
  name: string,
  extra: Partial<TSnapshotChange> = {},
): TSnapshotChange => ({
  area,
  change: kind,
  name,
  elementsAdded: 0,
  elementsRemoved: 0,
  elementsChanged: 0,
  from: null,
  to: null,
  ...extra,
});

/** Keyed lists compared: what only `to` has is added, what only `from` has is removed, the rest maybe changed. */
function compareBy<T>(from: T[], to: T[], key: (item: T) => string) {
  const before = new Map(from.map((item) => [key(item), item]));
  const after = new Map(to.map((item) => [key(item), item]));
  return {
    added: [...after.keys()].filter((name) => !before.has(name)),
    removed: [...before.keys()].filter((name) => !after.has(name)),
    both: [...after.entries()].flatMap(([name, item]) => {
      const old = before.get(name);
      return old === undefined ? [] : [{ name, from: old, to: item }];
    }),
  };
}

/** Every node of a tree by id, without its children (a node changes when it changes, not its descendants). */
function nodesOf(tree: unknown): Map<string, Omit<UiNode, 'children'>> {
  const nodes = new Map<string, Omit<UiNode, 'children'>>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { children, ...own } = node as UiNode;
    if (typeof own.id === 'string') nodes.set(own.id, own);
    if (Array.isArray(children)) for (const child of children) visit(child);
  };
  visit(tree);
  return nodes;
}

function pageChanges(from: TCmsComponentRoute[], to: TCmsComponentRoute[]): TSnapshotChange[] {
  const pages = compareBy(from, to, (page) => page.path ?? '');
  return [
    ...pages.added.map((path) => change('page', 'added', path)),
    ...pages.removed.map((path) => change('page', 'removed', path)),
    ...pages.both
      .filter((page) => !same(page.from, page.to))
      .map((page) =>
        change('page', 'changed', page.name, {
          from: page.from.component ?? null,
          to: page.to.component ?? null,
        }),
      ),
  ];
}

function componentChanges(from: Snapshot['components'], to: Snapshot['components']): TSnapshotChange[] {
  const components = compareBy(from, to, (component) => component.name);
  const changed = components.both.flatMap(({ name, from: old, to: next }) => {
    if (same(old.editorAst, next.editorAst) && same(old.locales, next.locales)) return [];
    const nodes = compareBy(
      [...nodesOf(old.editorAst).values()],
      [...nodesOf(next.editorAst).values()],
      (node) => node.id,
    );
    return [
      change('component', 'changed', name, {
        elementsAdded: nodes.added.length,
        elementsRemoved: nodes.removed.length,
        elementsChanged: nodes.both.filter((node) => !same(node.from, node.to)).length,
      }),
    ];
  });
  return [
    ...components.added.map((name) => change('component', 'added', name)),
    ...components.removed.map((name) => change('component', 'removed', name)),
    ...changed,
  ];
}

function settingChanges(from: Snapshot, to: Snapshot): TSnapshotChange[] {
  const said = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
  const settings: Array<[string, unknown, unknown, boolean]> = [
    ['appName', from.appName, to.appName, true],
    ['allowedLocales', from.allowedLocales, to.allowedLocales, true],
    ['defaultLocale', from.defaultLocale, to.defaultLocale, true],
    ['theme', from.themeJsonString, to.themeJsonString, false],
    ['componentTheme', from.baseComponentsVariantsJsonString, to.baseComponentsVariantsJsonString, false],
    ['guest', from.hasGuest, to.hasGuest, true],
  ];
  return settings
    .filter(([, before, after]) => !same(before, after))
    .map(([name, before, after, sayable]) =>
      change('setting', 'changed', name, sayable ? { from: said(before), to: said(after) } : {}),
    );
}

/**
 * What going from one snapshot to another changes, in words a builder reads: pages by path, components
 * by name (with how many of their elements), and the settings. Empty when both are the same.
 */
export function snapshotChanges(from: Snapshot, to: Snapshot): TSnapshotChange[] {
  return [
    ...pageChanges(from.pages, to.pages),
    ...componentChanges(from.components, to.components),
    ...settingChanges(from, to),
  ];
}
