import { graphql } from '../../../../api/graphql';

/** The tenant's products a quote button may name, searched by name, plan or type. */
export const QuoteProductsQuery = graphql(`
  query quoteButtonProducts($where: productWhereInput) {
    products_2(where: $where, limit: 20, sort: { fieldName: "plan", type: "asc" }) {
      list { productId { plan type version } name pricing { amountLogic } }
    }
  }
`);

/** What the chosen product version's rules read, for the button's mapping panel. */
export const QuoteVariablesQuery = graphql(`
  query quoteButtonVariables($id: productIdInput!) {
    products_2(where: { id_in: [$id] }, limit: 1) {
      list {
        productId { plan type version }
        pricing { amountLogic }
        ratingVariables { name type optional readBy { kind code } requiredBy { kind code } }
      }
    }
    ratingDictionary(productId: $id) { variables { name type labels { locale text } required } }
  }
`);
