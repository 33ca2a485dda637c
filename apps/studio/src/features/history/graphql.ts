import { graphql } from '../../api/graphql';

/** A page of a record's versions (component, rule, rate table, CMS config), newest first. */
export const RecordVersionsQuery = graphql(`
  query recordVersions($recordType: historyRecordType!, $recordId: String!, $limit: Int, $skip: Int) {
    recordVersions(recordType: $recordType, recordId: $recordId, limit: $limit, skip: $skip) {
      totalCount
      list { id version sameAs createdAt createdBy { username } }
    }
  }
`);

export const RecordVersionDiffQuery = graphql(`
  query recordVersionDiff($recordType: historyRecordType!, $recordId: String!, $fromVersionId: String!, $toVersionId: String!) {
    recordVersionDiff(recordType: $recordType, recordId: $recordId, fromVersionId: $fromVersionId, toVersionId: $toVersionId) {
      field
      tooLarge
      hunks { oldStart newStart lines { kind text oldNumber newNumber } }
    }
  }
`);

export const RestoreRecordVersionMutation = graphql(`
  mutation restoreRecordVersion($recordType: historyRecordType!, $recordId: String!, $versionId: String!) {
    restoreRecordVersion(recordType: $recordType, recordId: $recordId, versionId: $versionId) {
      status errors errors_2 { code } createdStatus { id }
    }
  }
`);
