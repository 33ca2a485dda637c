import { graphql } from '../../api/graphql';

/** The environments this tenant may promote to. */
export const PromotionTargetsQuery = graphql(`
  query promotionTargets { promotionTargets { tenantId name } }
`);

const PlanFields = graphql(`
  fragment PromotionPlanFields on promotionPlan @_unmask {
    entries { kind key name status requiredBy changes { path before after } }
    errors { code message }
  }
`);

/** What a promotion would do in the target, entry by entry; nothing changes. */
export const PromotionPlanQuery = graphql(
  `
  query promotionPlan($input: promotionInput!) {
    promotionPlan(input: $input) { ...PromotionPlanFields }
  }
`,
  [PlanFields],
);

/** Copies the selection and what it needs into the target, all or nothing. */
export const PromoteMutation = graphql(`
  mutation promote($input: promotionInput!) {
    promote(input: $input) { status errors errors_2 { code message } }
  }
`);
