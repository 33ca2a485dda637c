import { graphql } from '../../../api/graphql';

export const ProductsPageQuery = graphql(`
  query productsPage($limit: Int, $skip: Int, $where: productWhereInput) {
    products_2(limit: $limit, skip: $skip, where: $where, sort: { fieldName: "createdAt", type: "desc" }) {
      totalCount
      list {
        productId { plan type version }
        name
        insurer { id name }
        createdAt
      }
    }
  }
`);

/** The products list: a row per plan + type, paged by rows; the heading counts products. */
export const ProductGroupsQuery = graphql(`
  query productGroups($limit: Int, $skip: Int) {
    productGroups(limit: $limit, skip: $skip, sort: { fieldName: "createdAt", type: "desc" }) {
      totalCount
      productCount
      list {
        plan
        type
        versionCount
        latest { name insurer { id name } }
      }
    }
  }
`);

export const ProductDetailQuery = graphql(`
  query productDetail($productId: productIdWhereInput, $locale: String) {
    products_2(where: { productId: $productId }, limit: 1, sort: { fieldName: "createdAt", type: "desc" }) {
      list {
        productId { plan type version }
        name(locale: $locale)
        insurer { id name }
        createdAt
        lastModifiedAt
        createdBy { username }
        lastModifiedBy { username }
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation createProduct($product: createProductInput) {
    createProduct(product: $product) { productId { plan type version } }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation updateProduct($productId: productIdInput!, $input: updateProductInput) {
    updateProduct(productId: $productId, input: $input) { productId { plan type version } }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation deleteProduct($productId: productIdInput!) {
    deleteProduct(productId: $productId) { status errors }
  }
`);

export const InsurersQuery = graphql(`
  query insurers {
    insurers { id name }
  }
`);

export const CreateInsurerMutation = graphql(`
  mutation createInsurer($input: createInsurerInput!) {
    createInsurer(input: $input) { status errors }
  }
`);

export const UpdateInsurerMutation = graphql(`
  mutation updateInsurer($id: String!, $input: updateInsurerInput!) {
    updateInsurer(id: $id, input: $input) { status errors }
  }
`);

export const TextsQuery = graphql(`
  query texts($keys: [String!]!, $locale: String!) {
    l10ns(keys: $keys, locale: $locale) { key value }
  }
`);

export const UpsertTextMutation = graphql(`
  mutation upsertText($l10n: upsertL10nInput) {
    upsertL10n(l10n: $l10n) { status errors }
  }
`);

export const DeleteTextMutation = graphql(`
  mutation deleteText($key: String!, $locale: String!) {
    deleteL10n(key: $key, locale: $locale) { status errors }
  }
`);
