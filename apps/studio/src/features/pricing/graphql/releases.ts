import { graphql } from '../../../api/graphql';

export const ReleasesQuery = graphql(`
  query releasesPage($limit: Int, $skip: Int) {
    releases(limit: $limit, skip: $skip) {
      totalCount
      list { id name description createdAt createdBy { username } products { productId { plan type version } } }
    }
  }
`);

export const CreateReleaseMutation = graphql(`
  mutation createRelease($input: createReleaseInput!) {
    createRelease(input: $input) { status errors createdStatus { id } }
  }
`);

export const UpdateReleaseMutation = graphql(`
  mutation updateRelease($id: String!, $input: updateReleaseInput!) {
    updateRelease(id: $id, input: $input) { status errors }
  }
`);

/** Product versions a release may hold. */
export const ReleasableProductsQuery = graphql(`
  query releasableProducts {
    products_2(limit: 200, sort: { fieldName: "createdAt", type: "desc" }) {
      list { productId { plan type version } name isFrozen }
    }
  }
`);
