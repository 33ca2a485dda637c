import { graphql } from '../../../api/graphql';

/** The editors' product: its name, both rules and whether a release froze it. */
export const RuleEditorQuery = graphql(`
  query ruleEditorProduct($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) {
      list {
        productId { plan type version }
        recordId
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

/** Every discount, loading and tax code of a version and its premium limits, for the test panel's quote. */
export const AllCodesQuery = graphql(`
  query allAdjustmentCodes($productId: productIdInput!, $where: productIdWhereInput) {
    discountCodes(productId: $productId) { list { code name kind ratio flat currencyCode calculationLogic condition order } }
    loadingCodes(productId: $productId) { list { code name kind ratio flat currencyCode calculationLogic condition order } }
    taxCodes(productId: $productId) { list { code name kind ratio flat currencyCode calculationLogic condition order cap rounding } }
    products_2(where: { productId: $where }, limit: 1) { list { pricingSettings { minimumPremium maxDiscountPercent } } }
  }
`);

export const FrozenQuery = graphql(`
  query productFrozen($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) { list { isFrozen name } }
  }
`);

export const CreateProductVersionMutation = graphql(`
  mutation createProductVersion($productId: productIdInput!, $version: String!) {
    createProductVersion(productId: $productId, version: $version) { status errors }
  }
`);
