import { graphql } from '../../../api/graphql';

/** A product version's dictionary: the declared inputs, what the rules read, and what they leave out. */
export const RatingDictionaryQuery = graphql(`
  query ratingDictionary($productId: productIdInput!) {
    ratingDictionary(productId: $productId) {
      isFrozen
      undeclared
      variables { name type labels { locale text } unit min max choices { value labels { locale text } } required }
      fromRules { name type labels { locale text } unit min max choices { value labels { locale text } } required }
    }
  }
`);

export const UpdateRatingDictionaryMutation = graphql(`
  mutation updateRatingDictionary($productId: productIdInput!, $variables: [ratingDictionaryVariableInput!]!) {
    result: updateRatingDictionary(productId: $productId, variables: $variables) { status errors errors_2 { code message } }
  }
`);
