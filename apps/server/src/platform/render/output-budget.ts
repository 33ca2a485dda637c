// How much rendered text the server holds for one request: each render is capped inside its worker, and
// the renders of one template and of one request add up against budgets here, in the server.
import type { Problem } from '../../core/outcome';

/** Characters of rendered output; templates are untrusted, and every rendered string lands in the server's heap. */
export const RENDER_OUTPUT_LIMITS = {
  /** One render (a Liquid value, an email's markup or subject): refused inside the worker while it renders. */
  perRender: 5_000_000,
  /** All renders of one template together (a dynamic template's values, a template's fields). */
  perTemplate: 10_000_000,
  /** All renders of one request (one GraphQL request) together. */
  perRequest: 20_000_000,
} as const;

export const OUTPUT_ERRORS = {
  render: (max: number) => `The rendered output is longer than ${max} characters.`,
  template: (max: number): Problem => ({
    code: 'output_too_long',
    message: `The rendered output of this template is longer than ${max} characters.`,
  }),
  request: (max: number): Problem => ({
    code: 'output_too_long',
    message: `The rendered output of this request is longer than ${max} characters.`,
  }),
};

/** Rendered characters counted against a limit (and against the budget it is part of). */
export type OutputBudget = {
  /** Counts a rendered text; the problem when this budget or one it is part of is over its limit. */
  charge(characters: number): Problem | null;
};

function createOutputBudget(limit: number, overLimit: Problem, partOf?: OutputBudget): OutputBudget {
  let used = 0;
  return {
    charge(characters) {
      used += characters;
      if (used > limit) return overLimit;
      return partOf?.charge(characters) ?? null;
    },
  };
}

/** A template's budget: its renders together, and counted in the request's budget when there is one. */
export const templateOutputBudget = (request?: OutputBudget) =>
  createOutputBudget(
    RENDER_OUTPUT_LIMITS.perTemplate,
    OUTPUT_ERRORS.template(RENDER_OUTPUT_LIMITS.perTemplate),
    request,
  );

const requestBudgets = new WeakMap<object, OutputBudget>();

/** The budget of one request, kept with the request's own object (the GraphQL context). */
export function requestOutputBudget(request: object): OutputBudget {
  let budget = requestBudgets.get(request);
  if (!budget) {
    budget = createOutputBudget(
      RENDER_OUTPUT_LIMITS.perRequest,
      OUTPUT_ERRORS.request(RENDER_OUTPUT_LIMITS.perRequest),
    );
    requestBudgets.set(request, budget);
  }
  return budget;
}
