import { graphql } from '../../../api/graphql';

/** The editors' product: its name, both rules and whether a release froze it. */
export const RuleEditorQuery = graphql(`
  query ruleEditorProduct($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) {
      list {
        productId { plan type version }
        name
        isFrozen
        pricing { amountLogic }
        underwritingRulesJson
      }
    }
  }
`);

export const CreatePriceLogicMutation = graphql(`
  mutation createPriceLogic($productId: productIdInput!, $input: priceLogicInput!) {
    createPriceLogic(productId: $productId, input: $input) { status errors }
  }
`);

export const UpdatePriceLogicMutation = graphql(`
  mutation updatePriceLogic($productId: productIdInput!, $input: priceLogicInput!) {
    updatePriceLogic(productId: $productId, input: $input) { status errors }
  }
`);

export const UpdateUnderwritingMutation = graphql(`
  mutation updateUnderwritingRules($productId: productIdInput!, $input: updateProductInput) {
    updateProduct(productId: $productId, input: $input) { underwritingRulesJson }
  }
`);

/** Every discount and loading code of a version, for the test panel's quote. */
export const AllCodesQuery = graphql(`
  query allAdjustmentCodes($productId: productIdInput!) {
    discountCodes(productId: $productId) { list { code name kind ratio flat currencyCode calculationLogic condition order } }
    loadingCodes(productId: $productId) { list { code name kind ratio flat currencyCode calculationLogic condition order } }
  }
`);

export const FrozenQuery = graphql(`
  query productFrozen($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) { list { isFrozen name } }
  }
`);
