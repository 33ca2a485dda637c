import { graphql } from '../../../api/graphql';

export const FileBucketsQuery = graphql(`
  query fileBuckets {
    fileBuckets { bucketName providerId }
  }
`);

export const FileListingQuery = graphql(`
  query fileListing($bucketName: String, $prefix: String, $limit: Int, $continuationToken: String, $sort: String) {
    fileListing(bucketName: $bucketName, prefix: $prefix, limit: $limit, continuationToken: $continuationToken, sort: $sort) {
      commonPrefixes
      continuationToken
      objectSummaries { key fileName size isPublic lastModifiedAt contentType }
    }
  }
`);

export const SearchFilesQuery = graphql(`
  query searchFiles($bucketName: String, $keyPattern: String) {
    searchFiles(bucketName: $bucketName, where: { keyPattern: $keyPattern }) { key fileName size isPublic lastModifiedAt }
  }
`);

export const CreateFolderMutation = graphql(`
  mutation createFolder($bucketName: String, $key: String!) {
    createFolder(bucketName: $bucketName, key: $key) { status errors }
  }
`);

export const DeleteFolderMutation = graphql(`
  mutation deleteFolder($bucketName: String, $key: String!) {
    deleteFolder(bucketName: $bucketName, key: $key) { status errors }
  }
`);

export const DeleteFileMutation = graphql(`
  mutation deleteFile($bucketName: String, $key: String!) {
    deleteFile(bucketName: $bucketName, key: $key) { status errors }
  }
`);

export const MoveFileMutation = graphql(`
  mutation moveFile($bucketName: String, $key: String!, $newKey: String!) {
    moveFile(bucketName: $bucketName, key: $key, newKey: $newKey) { status errors }
  }
`);

export const SetFileAclMutation = graphql(`
  mutation setFileAcl($bucketName: String, $key: String!, $isPublic: Boolean!) {
    setFileAcl(bucketName: $bucketName, key: $key, isPublic: $isPublic) { status errors }
  }
`);
