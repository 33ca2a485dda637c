import { graphql } from '../../../api/graphql';

/** The inputs a product version's rules read, offered as a decision table's columns and in the code editor. */
export const KnownVariablesQuery = graphql(`
  query decisionTableVariables($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) {
      list { ratingVariables { name type } }
    }
  }
`);

/** The names of a version's rate tables, offered after `{"table": ["` in the code editor. */
export const RateTableNamesQuery = graphql(`
  query ruleEditorRateTables($productId: productIdInput!) {
    rateTables(productId: $productId) { name }
  }
`);
