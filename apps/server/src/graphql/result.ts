import { builder } from './builder';

/** A business outcome: failures travel as data at HTTP 200, never as GraphQL errors. */
export type ErrorDetail = { code: string; message: string };
export type Result = { status: 'success' | 'failure'; errors: string[]; errors_2: ErrorDetail[] };
/** 'pending_approval': a release or publish stored for a second user's approval (modules/approvals). */
export type CreatedStatusResult = Omit<Result, 'status'> & {
  status: Result['status'] | 'pending_approval';
  createdStatus: { id: string | null; ids: string[] } | null;
};

export const success = (): Result => ({ status: 'success', errors: [], errors_2: [] });

export function failure(...details: Array<ErrorDetail | string>): Result {
  const errors_2 = details.map((detail) =>
    typeof detail === 'string' ? { code: 'failure', message: detail } : detail,
  );
  return { status: 'failure', errors: errors_2.map((detail) => detail.message), errors_2 };
}

export const created = (id: string, ids: string[] = [id]): CreatedStatusResult => ({
  ...success(),
  createdStatus: { id, ids },
});

export const createdFailure = (...details: Array<ErrorDetail | string>): CreatedStatusResult => ({
  ...failure(...details),
  createdStatus: null,
});

export const ErrorsRef = builder.objectRef<ErrorDetail>('errors').implement({
  description: 'Error codes and images',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

export const ResultRef = builder.objectRef<Result>('result').implement({
  description: 'A result object with potential errors',
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false, description: "'success' or 'failure'" }),
    errors: t.exposeStringList('errors'),
    errors_2: t.field({ type: [ErrorsRef], resolve: (result) => result.errors_2 }),
  }),
});

const CreatedStatusRef = builder.objectRef<{ id: string | null; ids: string[] }>('createdStatus').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ids: t.exposeStringList('ids'),
  }),
});

export const CreatedStatusResultRef = builder.objectRef<CreatedStatusResult>('createdStatusResult').implement({
  description: 'A result object with a created status object and potential errors',
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors'),
    errors_2: t.field({ type: [ErrorsRef], resolve: (result) => result.errors_2 }),
    createdStatus: t.field({ type: CreatedStatusRef, resolve: (result) => result.createdStatus }),
  }),
});
