import { graphql } from '../../../api/graphql';

export const BenefitFields = graphql(`
  fragment BenefitFields on benefitGraph @_unmask {
    typeId
    optionKey
    parentTypeId
    parentOptionKeys
    isValueInput
    currencyCode
    rawData
    name
    description
    value
    detailedValue
    options { typeId optionKey rawData currencyCode value detailedValue }
  }
`);

/** Seven levels, as spec 000 §9 asks; the server loads the whole tree in two queries. */
export const BenefitGraphQuery = graphql(
  `
  query benefitGraph($productId: productIdWhereInput, $locale: String, $nameLocale: String) {
    products_2(where: { productId: $productId }, limit: 1) {
      list {
        productId { plan type version }
        name(locale: $nameLocale)
        benefitGraph(locale: $locale) {
          ...BenefitFields
          children {
            ...BenefitFields
            children {
              ...BenefitFields
              children {
                ...BenefitFields
                children {
                  ...BenefitFields
                  children {
                    ...BenefitFields
                    children { ...BenefitFields }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`,
  [BenefitFields],
);

export const AddBenefitMutation = graphql(`
  mutation addBenefit($productId: productIdInput!, $input: benefitInput!) {
    addBenefit(productId: $productId, input: $input) { status errors }
  }
`);

export const UpdateBenefitMutation = graphql(`
  mutation updateBenefit($productId: productIdInput!, $typeId: String!, $optionKey: String, $input: updateBenefitInput!) {
    updateBenefit(productId: $productId, typeId: $typeId, optionKey: $optionKey, input: $input) { status errors }
  }
`);

export const RemoveBenefitMutation = graphql(`
  mutation removeBenefit($productId: productIdInput!, $typeId: String!, $optionKey: String) {
    removeBenefit(productId: $productId, typeId: $typeId, optionKey: $optionKey) { status errors }
  }
`);
