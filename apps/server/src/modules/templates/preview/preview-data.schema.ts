import { builder } from '../../../graphql/builder';
import { requireSession } from '../../../graphql/context';
import { renderResult, StringResultRef } from '../template-types.schema';
import { runPreviewQuery } from './preview-query.schema';

builder.queryField('templatePreviewData', (t) =>
  t.field({
    type: StringResultRef,
    description:
      "Runs a template's GraphQL query as the signed-in user with { limit: 1 } merged into the variables; the value is the data as JSON.",
    args: {
      graphQlQuery: t.arg.string({ required: true }),
      variablesJsonString: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      requireSession(context);
      const outcome = await runPreviewQuery(context, args.graphQlQuery, args.variablesJsonString);
      return renderResult(outcome, (json) => json);
    },
  }),
);
