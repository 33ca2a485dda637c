import { APP_ERRORS } from '@carrier/contracts';
import {
  COMPONENT_ERRORS,
  COMPONENT_LIMITS,
  countNodes,
  elementAddressProblems,
  fromVueAst,
  isPascalCase,
  localesOfScript,
  localesOfTree,
  normalizeTree,
  scriptWithLocales,
  starterScript,
  toVueTemplate,
  type UiNode,
  uiNode,
  VUE_VERSION,
} from '@carrier/contracts/ui-tree';
import { eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { fail, type Outcome, ok } from '../../core/outcome';
import { actorOf, type Session } from '../../core/session';
import {
  type AuditWhere,
  auditConditions,
  type Maybe,
  oneOf,
  present,
  type StringList,
  whereToSql,
} from '../../platform/db/filters';
import { type AppSort, sortToSql } from './app-filter';
import type { AppsRepository } from './apps.repository';
import { appComponents } from './apps.tables';
import {
  COMPONENT_SORT_COLUMNS,
  type ComponentRow,
  type ComponentsRepository,
  type ComponentValues,
} from './components.repository';
import { templateParser } from './vue-compiler';
import type { VueTemplateParser } from './vue-template-parser';

export type ComponentWhere = AuditWhere & {
  appId?: Maybe<string>;
  appId_in?: StringList;
  id?: Maybe<string>;
  id_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  name?: Maybe<string>;
  status?: Maybe<string>;
  and?: Maybe<ReadonlyArray<Maybe<ComponentWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<ComponentWhere>>>;
};
export type ComponentInput = {
  appId?: Maybe<string>;
  name?: Maybe<string>;
  status?: Maybe<string>;
  version?: Maybe<{ framework: string; version: string }>;
  vueTemplate?: Maybe<string>;
  componentJsonString?: Maybe<string>;
  editorAst?: Maybe<string>;
  editorScript?: Maybe<string>;
};
export type ComponentQuery = {
  where?: Maybe<ComponentWhere>;
  sort?: Maybe<AppSort>;
  limit?: Maybe<number>;
  skip?: Maybe<number>;
};

const MAX_COMPONENTS_PER_PAGE = 1000;

/** An app's components are its own and the tenant library's (app_id null), which every app can use. */
function usableBy(appIds: string[]): SQL {
  return or(isNull(appComponents.appId), appIds.length ? inArray(appComponents.appId, appIds) : sql`false`) as SQL;
}

function componentConditions(where: Maybe<ComponentWhere>): SQL | undefined {
  return whereToSql(where, (item) => [
    ...auditConditions(item, appComponents),
    present(item.appId) ? usableBy([item.appId]) : undefined,
    present(item.appId_in) ? usableBy((item.appId_in ?? []).filter(present)) : undefined,
    present(item.id) ? eq(appComponents.id, item.id) : undefined,
    present(item.id_in) ? oneOf(appComponents.id, item.id_in) : undefined,
    present(item.name) ? eq(appComponents.name, item.name) : undefined,
    present(item.status) ? eq(appComponents.status, item.status) : undefined,
  ]);
}

function depthOf(root: UiNode): number {
  let deepest = 0;
  const stack: Array<[UiNode, number]> = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [UiNode, number];
    deepest = Math.max(deepest, depth);
    for (const child of node.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

type Source = Pick<ComponentValues, 'framework' | 'version' | 'vueTemplate' | 'editorAst' | 'editorScript'>;

/**
 * The stored source of a component: the tree (given, parsed from the template with the version's
 * compiler, kept, or the empty box of a new component), the script with the tree's texts, and the
 * template generated from the tree.
 */
async function resolveSource(
  input: ComponentInput,
  current: ComponentRow | null,
  templates: VueTemplateParser,
  tenant: string,
): Promise<Outcome<Source>> {
  const framework = input.version?.framework ?? current?.framework ?? VUE_VERSION.framework;
  const version = input.version?.version ?? current?.version ?? VUE_VERSION.version;
  const parser = templateParser(framework, version);
  if (!parser.ok) return parser;
  const script = input.editorScript ?? current?.editorScript ?? starterScript();
  if (script.length > COMPONENT_LIMITS.script)
    return fail(COMPONENT_ERRORS.tooLarge('editorScript', COMPONENT_LIMITS.script));
  let tree: UiNode | null;
  if (input.editorAst != null) {
    if (input.editorAst.length > COMPONENT_LIMITS.editorAst)
      return fail(COMPONENT_ERRORS.tooLarge('editorAst', COMPONENT_LIMITS.editorAst));
    let raw: unknown;
    try {
      raw = JSON.parse(input.editorAst);
    } catch {
      return fail(COMPONENT_ERRORS.invalidJson('editorAst'));
    }
    tree = normalizeTree(raw);
    if (!tree) return fail(COMPONENT_ERRORS.invalidTree('its root needs an id and a component'));
  } else if (input.vueTemplate != null) {
    if (input.vueTemplate.length > COMPONENT_LIMITS.template)
      return fail(COMPONENT_ERRORS.tooLarge('vueTemplate', COMPONENT_LIMITS.template));
    const ast = await templates.parse({ framework, version, template: input.vueTemplate }, tenant);
    if (!ast.ok) return ast;
    tree = fromVueAst(ast.value, localesOfScript(script));
  } else tree = current ? normalizeTree(current.editorAst) : null;
  tree ??= uiNode('JBox', { label: 'Box', attrs: { class: 'flex flex-col gap-4 p-6' } });
  if (countNodes(tree) > COMPONENT_LIMITS.nodes)
    return fail(COMPONENT_ERRORS.tooLarge('editorAst', COMPONENT_LIMITS.nodes));
  if (depthOf(tree) > COMPONENT_LIMITS.depth)
    return fail(COMPONENT_ERRORS.invalidTree(`it nests deeper than ${COMPONENT_LIMITS.depth} levels`));
  // A link runs no script and an image shows only the tenant's public files, whoever wrote the tree.
  const [address] = elementAddressProblems(tree, tenant);
  if (address)
    return fail(
      address.kind === 'link'
        ? COMPONENT_ERRORS.invalidLink(address.node, address.value, address.reason)
        : COMPONENT_ERRORS.invalidImage(address.node, address.value, address.reason),
    );
  return ok({
    framework,
    version,
    vueTemplate: toVueTemplate(tree),
    editorAst: tree,
    editorScript: scriptWithLocales(script, localesOfTree(tree)),
  });
}

function checkJson(json: Maybe<string>): Outcome<string | undefined> {
  if (json == null) return ok(undefined);
  if (json.length > COMPONENT_LIMITS.componentJson)
    return fail(COMPONENT_ERRORS.tooLarge('componentJsonString', COMPONENT_LIMITS.componentJson));
  try {
    JSON.parse(json);
    return ok(json);
  } catch {
    return fail(COMPONENT_ERRORS.invalidJson('componentJsonString'));
  }
}

function checkName(name: Maybe<string>): Outcome<string | undefined> {
  if (name == null) return ok(undefined);
  const trimmed = name.trim();
  if (!trimmed) return fail(COMPONENT_ERRORS.nameRequired);
  if (trimmed.length > COMPONENT_LIMITS.name) return fail(COMPONENT_ERRORS.tooLarge('name', COMPONENT_LIMITS.name));
  if (!isPascalCase(trimmed)) return fail(COMPONENT_ERRORS.invalidName);
  return ok(trimmed);
}

/** The components of apps: editorAst is the source, vueTemplate and the script's texts follow from it. */
export function createComponentsService(deps: {
  components: ComponentsRepository;
  apps: AppsRepository;
  /** Parses `vueTemplate` in a worker thread (its hard timeout keeps the event loop free). */
  templates: VueTemplateParser;
}) {
  return {
    async list(
      session: Session,
      query: ComponentQuery,
    ): Promise<Outcome<{ totalCount: number; list: ComponentRow[] }>> {
      const orderBy = sortToSql(
        query.sort ?? { fieldName: 'name', type: 'asc' },
        COMPONENT_SORT_COLUMNS,
        appComponents.id,
      );
      if (!orderBy.ok) return orderBy;
      const limit = Math.min(Math.max(query.limit ?? MAX_COMPONENTS_PER_PAGE, 0), MAX_COMPONENTS_PER_PAGE);
      const page = await deps.components.page(session.tenantId, {
        where: componentConditions(query.where),
        orderBy: orderBy.value,
        limit,
        skip: Math.max(query.skip ?? 0, 0),
      });
      return ok({ totalCount: page.totalCount, list: page.rows });
    },

    /** A component of the app, or without an app one of the tenant's library (usable by every app). */
    async create(session: Session, input: ComponentInput): Promise<Outcome<string>> {
      const appId = input.appId || null;
      const name = checkName(input.name ?? '');
      if (!name.ok) return name;
      const json = checkJson(input.componentJsonString ?? '{}');
      if (!json.ok) return json;
      const source = await resolveSource(input, null, deps.templates, session.tenantId);
      if (!source.ok) return source;
      if (appId && !(await deps.apps.find(session.tenantId, appId))) return fail(APP_ERRORS.appNotFound(appId));
      const id = await deps.components.insert(
        session.tenantId,
        appId,
        {
          ...source.value,
          name: name.value as string,
          componentJson: json.value ?? '{}',
          status: input.status ?? 'DRAFT',
        },
        actorOf(session),
      );
      return id ? ok(id) : fail(COMPONENT_ERRORS.nameTaken(name.value as string));
    },

    async update(session: Session, id: string, input: ComponentInput): Promise<Outcome<string>> {
      const current = await deps.components.find(session.tenantId, id);
      if (!current) return fail(COMPONENT_ERRORS.notFound(id));
      const name = checkName(input.name);
      if (!name.ok) return name;
      const json = checkJson(input.componentJsonString);
      if (!json.ok) return json;
      const source = await resolveSource(input, current, deps.templates, session.tenantId);
      if (!source.ok) return source;
      if (name.value && (await deps.components.nameTaken(session.tenantId, current.appId, name.value, id)))
        return fail(COMPONENT_ERRORS.nameTaken(name.value));
      const changes: Partial<ComponentValues> = { ...source.value };
      if (name.value) changes.name = name.value;
      if (json.value !== undefined) changes.componentJson = json.value;
      if (input.status) changes.status = input.status;
      return (await deps.components.update(session.tenantId, id, changes, actorOf(session)))
        ? ok(id)
        : fail(COMPONENT_ERRORS.notFound(id));
    },

    async remove(session: Session, id: string): Promise<Outcome<string>> {
      return (await deps.components.remove(session.tenantId, id, actorOf(session)))
        ? ok(id)
        : fail(COMPONENT_ERRORS.notFound(id));
    },
  };
}
