import { graphql } from '../../../api/graphql';

export const DiscountCodesQuery = graphql(`
  query discountCodesPage($productId: productIdInput!, $search: String, $limit: Int, $skip: Int) {
    codes: discountCodes(productId: $productId, search: $search, limit: $limit, skip: $skip) {
      totalCount
      list { id code name description kind ratio formattedRatio flat formattedFlat currencyCode calculationLogic condition order }
    }
  }
`);

export const LoadingCodesQuery = graphql(`
  query loadingCodesPage($productId: productIdInput!, $search: String, $limit: Int, $skip: Int) {
    codes: loadingCodes(productId: $productId, search: $search, limit: $limit, skip: $skip) {
      totalCount
      list { id code name description kind ratio formattedRatio flat formattedFlat currencyCode calculationLogic condition order }
    }
  }
`);

export const CreateDiscountCodeMutation = graphql(`
  mutation createDiscountCode($productId: productIdInput!, $input: adjustmentCodeInput!) {
    result: createDiscountCode(productId: $productId, input: $input) { status errors errors_2 { code message } }
  }
`);
export const UpdateDiscountCodeMutation = graphql(`
  mutation updateDiscountCode($productId: productIdInput!, $code: String!, $input: adjustmentCodeInput!) {
    result: updateDiscountCode(productId: $productId, code: $code, input: $input) { status errors errors_2 { code message } }
  }
`);
export const RemoveDiscountCodeMutation = graphql(`
  mutation removeDiscountCode($productId: productIdInput!, $code: String!) {
    result: removeDiscountCode(productId: $productId, code: $code) { status errors }
  }
`);
export const CreateLoadingCodeMutation = graphql(`
  mutation createLoadingCode($productId: productIdInput!, $input: adjustmentCodeInput!) {
    result: createLoadingCode(productId: $productId, input: $input) { status errors errors_2 { code message } }
  }
`);
export const UpdateLoadingCodeMutation = graphql(`
  mutation updateLoadingCode($productId: productIdInput!, $code: String!, $input: adjustmentCodeInput!) {
    result: updateLoadingCode(productId: $productId, code: $code, input: $input) { status errors errors_2 { code message } }
  }
`);
export const RemoveLoadingCodeMutation = graphql(`
  mutation removeLoadingCode($productId: productIdInput!, $code: String!) {
    result: removeLoadingCode(productId: $productId, code: $code) { status errors }
  }
`);

export const TaxCodesQuery = graphql(`
  query taxCodesPage($productId: productIdInput!, $search: String, $limit: Int, $skip: Int) {
    codes: taxCodes(productId: $productId, search: $search, limit: $limit, skip: $skip) {
      totalCount
      list { id code name description kind ratio formattedRatio flat formattedFlat currencyCode calculationLogic condition order cap formattedCap rounding }
    }
  }
`);
export const CreateTaxCodeMutation = graphql(`
  mutation createTaxCode($productId: productIdInput!, $input: adjustmentCodeInput!) {
    result: createTaxCode(productId: $productId, input: $input) { status errors errors_2 { code message } }
  }
`);
export const UpdateTaxCodeMutation = graphql(`
  mutation updateTaxCode($productId: productIdInput!, $code: String!, $input: adjustmentCodeInput!) {
    result: updateTaxCode(productId: $productId, code: $code, input: $input) { status errors errors_2 { code message } }
  }
`);
export const RemoveTaxCodeMutation = graphql(`
  mutation removeTaxCode($productId: productIdInput!, $code: String!) {
    result: removeTaxCode(productId: $productId, code: $code) { status errors }
  }
`);

/** A product version's premium limits and modal factors. */
export const PricingSettingsQuery = graphql(`
  query pricingSettings($productId: productIdWhereInput) {
    products_2(where: { productId: $productId }, limit: 1) {
      list { pricingSettings { minimumPremium maxDiscountPercent modalFactors { paymentFrequency factor } } }
    }
  }
`);
export const UpdatePricingSettingsMutation = graphql(`
  mutation updatePricingSettings($productId: productIdInput!, $input: pricingSettingsInput!) {
    result: updatePricingSettings(productId: $productId, input: $input) { status errors }
  }
`);
