import { graphql } from '../../../api/graphql';

export const TestCaseRunsQuery = graphql(`
  query testCaseRuns($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) {
      list {
        testCaseRuns {
          passed
          actualAmount
          formattedActualAmount
          actualDecision
          problems
          testCase { id name valuesJsonString discountCodes expectedAmount expectedDecision }
        }
      }
    }
  }
`);

export const CreateTestCaseMutation = graphql(`
  mutation createRatingTestCase($productId: productIdInput!, $input: ratingTestCaseInput!) {
    createRatingTestCase(productId: $productId, input: $input) { status errors }
  }
`);

export const RemoveTestCaseMutation = graphql(`
  mutation removeRatingTestCase($productId: productIdInput!, $id: String!) {
    removeRatingTestCase(productId: $productId, id: $id) { status errors }
  }
`);

/** Versions of the same plan and type, to compare with. */
export const VersionsQuery = graphql(`
  query productVersions($plan: String, $type: String) {
    products_2(where: { productId: { plan: $plan, type: $type } }, limit: 100) {
      list { productId { plan type version } }
    }
  }
`);

export const PremiumImpactQuery = graphql(`
  query premiumImpact($productId: productIdWhereInput, $compareTo: productIdInput!) {
    products_2(where: { productId: $productId }, limit: 1) {
      list { premiumImpact(compareTo: $compareTo) { name valuesJsonString originalAmount newAmount change changePercent } }
    }
  }
`);

export const UpdateTestCaseMutation = graphql(`
  mutation updateRatingTestCase($productId: productIdInput!, $id: String!, $input: ratingTestCaseExpectationInput!) {
    updateRatingTestCase(productId: $productId, id: $id, input: $input) { status errors }
  }
`);
