import { TEMPLATE_ERRORS, TEMPLATE_LIMITS } from '@carrier/contracts';
import type { InputRef } from '@pothos/core';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { builder } from '../../../graphql/builder';
import { requireSession } from '../../../graphql/context';
import { toResult } from '../../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../../graphql/result';
import type { TemplateContent } from '../template-kind';
import type { CommonInput, ContentChange } from '../templates.service';

type KindInput = CommonInput & Record<string, unknown>;

/**
 * `create<Kind>Template(input)`: the common fields go to the shared service, the rest through
 * `content` (the kind's own fields, validated by the kind). `answer` follows the reference: some
 * kinds answer createdStatusResult, others a plain result.
 */
export function createTemplateMutation<I extends KindInput>(options: {
  name: string;
  type: string;
  input: InputRef<I>;
  answer: 'createdStatusResult' | 'result';
  content?: (input: I) => Outcome<TemplateContent>;
}) {
  const resolveCreate = async (input: I, context: Parameters<typeof requireSession>[0]) => {
    const session = requireSession(context);
    const content = options.content ? options.content(input) : { ok: true as const, value: {} };
    if (!content.ok) return content;
    return context.services.templates.create(session, options.type, input, content.value);
  };
  builder.mutationField(options.name, (t) =>
    options.answer === 'createdStatusResult'
      ? t.field({
          type: CreatedStatusResultRef,
          args: { input: t.arg({ type: options.input, required: true }) },
          resolve: async (_root, args, context) => {
            const outcome = await resolveCreate((args as unknown as { input: I }).input, context);
            return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
          },
        })
      : t.field({
          type: ResultRef,
          args: { input: t.arg({ type: options.input, required: true }) },
          resolve: async (_root, args, context) =>
            toResult(await resolveCreate((args as unknown as { input: I }).input, context)),
        }),
  );
}

/** `update<Kind>Template(templateId | id, input)`: common fields plus the kind's content change. */
export function updateTemplateMutation<I extends KindInput, C extends TemplateContent>(options: {
  name: string;
  type: string;
  input: InputRef<I>;
  /** The reference names the template `id` in updateFunctionTemplate, `templateId` elsewhere. */
  idArgument?: 'templateId' | 'id';
  change?: (input: I) => ContentChange<C>;
}) {
  const resolveUpdate = async (id: string, input: I, context: Parameters<typeof requireSession>[0]) => {
    const session = requireSession(context);
    return toResult(await context.services.templates.update(session, id, options.type, input, options.change?.(input)));
  };
  builder.mutationField(options.name, (t) =>
    options.idArgument === 'id'
      ? t.field({
          type: ResultRef,
          args: { id: t.arg.string({ required: true }), input: t.arg({ type: options.input, required: true }) },
          resolve: (_root, args, context) => {
            const { id, input } = args as unknown as { id: string; input: I };
            return resolveUpdate(id, input, context);
          },
        })
      : t.field({
          type: ResultRef,
          args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: options.input, required: true }) },
          resolve: (_root, args, context) => {
            const { templateId, input } = args as unknown as { templateId: string; input: I };
            return resolveUpdate(templateId, input, context);
          },
        }),
  );
}

/**
 * The kind's own fields of an input, as content: only the keys given (so an update leaves the others
 * alone), each string within the body limit.
 */
export function pickContent<I extends Record<string, unknown>>(input: I, keys: ReadonlyArray<keyof I & string>) {
  const content: TemplateContent = {};
  for (const key of keys) {
    const value = input[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.length > TEMPLATE_LIMITS.body)
      return fail(TEMPLATE_ERRORS.tooLong(key, TEMPLATE_LIMITS.body));
    content[key] = value;
  }
  return ok(content);
}

/** An update that merges the picked fields into the stored content. */
export const mergeContent =
  <I extends Record<string, unknown>>(keys: ReadonlyArray<keyof I & string>) =>
  (input: I): ContentChange<TemplateContent> =>
  (content) => {
    const picked = pickContent(input, keys);
    return picked.ok ? ok({ ...content, ...picked.value }) : picked;
  };
