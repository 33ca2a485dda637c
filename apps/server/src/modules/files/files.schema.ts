import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { problemError, toResult } from '../../graphql/outcome';
import { cachedBy } from '../../graphql/response-cache';
import { ResultRef } from '../../graphql/result';
import { KeyValueRef } from '../../graphql/types/key-value';
import { auditWhereFields } from '../../graphql/types/where';
import type { FileSummary } from './files.repository';

const BucketRef = builder.objectRef<{ bucketName: string; providerId: string }>('buckets').implement({
  ...cachedBy('files'),
  fields: (t) => ({
    bucketName: t.exposeString('bucketName', { nullable: false }),
    providerId: t.exposeString('providerId'),
  }),
});

const FileSummaryRef = builder.objectRef<FileSummary>('fileSummary').implement({
  ...cachedBy('files'),
  fields: (t) => ({
    fileName: t.exposeString('name', { nullable: false }),
    isPublic: t.exposeBoolean('isPublic', { nullable: false }),
    key: t.exposeString('key', { nullable: false }),
    lastModifiedAt: t.field({ type: 'DateTimeOffset', resolve: (entry) => entry.lastModifiedAt }),
    metadata: t.field({
      type: [KeyValueRef],
      nullable: { list: true, items: true },
      resolve: (entry) => [
        { key: 'contentType', value: entry.contentType },
        { key: 'createdAt', value: entry.createdAt.toISOString() },
        { key: 'createdById', value: entry.createdById },
        { key: 'lastModifiedById', value: entry.lastModifiedById },
      ],
    }),
    size: t.exposeInt('size', { nullable: false }),
    contentType: t.exposeString('contentType'),
  }),
});

const FileListingRef = builder
  .objectRef<{ commonPrefixes: string[]; continuationToken: string | null; objectSummaries: FileSummary[] }>(
    'fileListing',
  )
  .implement({
    description: 'Lists files and files summaries',
    ...cachedBy('files'),
    fields: (t) => ({
      commonPrefixes: t.exposeStringList('commonPrefixes', { nullable: { list: true, items: true } }),
      continuationToken: t.exposeString('continuationToken'),
      objectSummaries: t.field({
        type: [FileSummaryRef],
        nullable: { list: true, items: true },
        resolve: (listing) => listing.objectSummaries,
      }),
    }),
  });

const BucketWhereInput = builder.inputType('bucketWhereInput', {
  fields: (t) => ({ bucketName: t.string() }),
});

const FileWhereInput = builder.inputType('fileWhere', {
  description: 'a file filter',
  fields: (t) => ({
    keyPattern: t.string({ description: 'Matched literally, or as a glob when it holds * or ?' }),
    ...auditWhereFields(t),
  }),
});

builder.queryFields((t) => ({
  fileBuckets: t.field({
    type: [BucketRef],
    ...cachedBy('files'),
    nullable: { list: true, items: true },
    args: { where: t.arg({ type: BucketWhereInput }) },
    resolve: (_root, args, context) =>
      context.services.files.listBuckets(requireSession(context).tenantId, args.where?.bucketName),
  }),
  fileListing: t.field({
    type: FileListingRef,
    ...cachedBy('files'),
    description: 'One page of a folder: its sub-folders first, then its files. The tenant comes from the token.',
    args: {
      bucketName: t.arg.string(),
      continuationToken: t.arg.string(),
      filename_contains: t.arg.string(),
      limit: t.arg.int(),
      prefix: t.arg.string(),
      skip: t.arg.int(),
      sort: t.arg.string({ description: 'name, size or lastModifiedAt, with _desc for descending' }),
      tenantId: t.arg.string({ description: 'Ignored: the tenant is always the one of the token' }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const listing = await context.services.files.listing(tenantId, {
        ...args,
        filenameContains: args.filename_contains,
      });
      if (!listing.ok) throw problemError(listing.problem);
      return listing.value;
    },
  }),
  searchFiles: t.field({
    type: [FileSummaryRef],
    ...cachedBy('files'),
    nullable: false,
    args: { bucketName: t.arg.string(), where: t.arg({ type: FileWhereInput }) },
    resolve: (_root, args, context) =>
      context.services.files.search(requireSession(context).tenantId, args.bucketName, args.where ?? {}),
  }),
}));

builder.mutationFields((t) => ({
  createFolder: t.field({
    type: ResultRef,
    args: { bucketName: t.arg.string(), key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      return toResult(
        await context.services.files.createFolder(session.tenantId, args.bucketName, args.key, actorOf(session)),
      );
    },
  }),
  deleteFolder: t.field({
    type: ResultRef,
    args: { bucketName: t.arg.string(), key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      return toResult(
        await context.services.files.deleteFolder(session.tenantId, args.bucketName, args.key, actorOf(session)),
      );
    },
  }),
  deleteFile: t.field({
    type: ResultRef,
    args: { bucketName: t.arg.string(), key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      return toResult(
        await context.services.files.deleteFile(session.tenantId, args.bucketName, args.key, actorOf(session)),
      );
    },
  }),
  moveFile: t.field({
    type: ResultRef,
    args: {
      bucketName: t.arg.string(),
      key: t.arg.string({ required: true }),
      newKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const { tenantId } = session;
      return toResult(
        await context.services.files.moveFile(tenantId, args.bucketName, args.key, args.newKey, actorOf(session)),
      );
    },
  }),
  setFileAcl: t.field({
    type: ResultRef,
    args: {
      bucketName: t.arg.string(),
      isPublic: t.arg.boolean({ required: true }),
      key: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const { tenantId } = session;
      return toResult(
        await context.services.files.setFileAcl(tenantId, args.bucketName, args.key, args.isPublic, actorOf(session)),
      );
    },
  }),
}));
