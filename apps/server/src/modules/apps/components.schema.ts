import { localesOfScript } from '@carrier/contracts/ui-tree';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { JSON_LENGTH, TEXT_LENGTH } from '../../graphql/input-limits';
import { toResult, unwrap } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { SortInput } from '../../graphql/types/sort';
import { auditWhereFields, nestedWhereFields } from '../../graphql/types/where';
import type { ComponentRow } from './components.repository';
import type { ComponentWhere } from './components.service';

const TEMPLATE_LENGTH = JSON_LENGTH;
const TREE_LENGTH = JSON_LENGTH;

const StatusEnum = builder.enumType('componentStatusEnumeration', {
  values: ['DEPRECATED', 'DRAFT', 'PUBLISHED'] as const,
});

const VersionRef = builder.objectRef<{ framework: string; version: string }>('componentVersion').implement({
  fields: (t) => ({ framework: t.exposeString('framework'), version: t.exposeString('version') }),
});

const ComponentRef = builder.objectRef<ComponentRow>('component').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: false }),
    componentJson: t.exposeString('componentJson', { nullable: false }),
    vueTemplate: t.exposeString('vueTemplate', { nullable: false }),
    status: t.field({
      type: StatusEnum,
      nullable: false,
      resolve: (row) => row.status as 'DEPRECATED' | 'DRAFT' | 'PUBLISHED',
    }),
    version: t.field({ type: VersionRef, resolve: (row) => ({ framework: row.framework, version: row.version }) }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (row) => row.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.createdById, row.createdBy) }),
    lastModifiedBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.lastModifiedById, row.lastModifiedBy) }),
    appId: t.exposeString('appId', {
      description: "Extension: the app the component belongs to; null for the tenant library's, usable by every app.",
    }),
    editorAst: t.string({
      description: 'Extension: the editor tree (JSON), the source the template is generated from.',
      resolve: (row) => JSON.stringify(row.editorAst),
    }),
    editorScript: t.exposeString('editorScript', { description: 'Extension: the script of the component.' }),
    localesJsonString: t.string({
      description: 'Extension: the locale texts read from the script, by locale then key (JSON).',
      resolve: (row) => JSON.stringify(localesOfScript(row.editorScript)),
    }),
  }),
});

const ComponentsRef = builder.objectRef<{ totalCount: number; list: ComponentRow[] }>('components').implement({
  fields: (t) => ({
    list: t.field({ type: [ComponentRef], nullable: { list: true, items: true }, resolve: (page) => page.list }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
  }),
});

const WhereInput = builder.inputRef<ComponentWhere>('componentWhereInput');
WhereInput.implement({
  description: 'A claim search filter',
  fields: (t) => ({
    ...nestedWhereFields(t, WhereInput),
    appId: t.string({
      description: "Extension: the components one app can use: its own and the tenant library's (appId null).",
    }),
    ...auditWhereFields(t),
    id: t.string(),
    id_in: t.stringList({ required: { list: false, items: false } }),
    name: t.string(),
    status: t.string(),
  }),
});

const VersionInput = builder.inputType('componentVersionInput', {
  fields: (t) => ({ framework: t.string({ required: true }), version: t.string({ required: true }) }),
});

const CreateInput = builder.inputType('createComponentInput', {
  fields: (t) => ({
    componentJsonString: t.string({ required: true, ...JSON_LENGTH }),
    name: t.string({ required: true }),
    status: t.field({ type: StatusEnum }),
    version: t.field({ type: VersionInput }),
    vueTemplate: t.string(TEMPLATE_LENGTH),
    appId: t.string({
      description:
        "Extension: the app the component belongs to; without it, the tenant library's, usable by every app.",
    }),
    editorAst: t.string({
      description: 'Extension: the editor tree (JSON); the template is generated from it.',
      ...TREE_LENGTH,
    }),
    editorScript: t.string({ description: 'Extension: the script of the component.', ...TEXT_LENGTH }),
  }),
});

const UpdateInput = builder.inputType('updateComponentInput', {
  fields: (t) => ({
    componentJsonString: t.string(JSON_LENGTH),
    name: t.string(),
    status: t.field({ type: StatusEnum }),
    version: t.field({ type: VersionInput }),
    vueTemplate: t.string(TEMPLATE_LENGTH),
    editorAst: t.string({
      description: 'Extension: the editor tree (JSON); the template is generated from it.',
      ...TREE_LENGTH,
    }),
    editorScript: t.string({ description: 'Extension: the script of the component.', ...TEXT_LENGTH }),
  }),
});

builder.queryField('components', (t) =>
  t.field({
    type: ComponentsRef,
    description: 'Components of the tenant’s apps (name ascending unless sorted otherwise).',
    args: {
      limit: t.arg.int(),
      skip: t.arg.int(),
      sort: t.arg({ type: SortInput }),
      where: t.arg({ type: WhereInput }),
    },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.components.list(requireSession(context), args)),
  }),
);

builder.mutationFields((t) => ({
  createComponent: t.field({
    type: CreatedStatusResultRef,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.components.create(requireSession(context), args.input);
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
  updateComponent: t.field({
    type: ResultRef,
    args: { id: t.arg.string({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.components.update(requireSession(context), args.id, args.input)),
  }),
  deleteComponent: t.field({
    type: ResultRef,
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.components.remove(requireSession(context), args.id)),
  }),
}));
