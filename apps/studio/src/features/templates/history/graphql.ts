import { graphql } from '../../../api/graphql';

/** A page of a template's versions, newest first (who, when, what it restored). */
export const TemplateVersionsQuery = graphql(`
  query templateVersions($templateId: String!, $limit: Int, $skip: Int) {
    templateVersions(templateId: $templateId, limit: $limit, skip: $skip) {
      totalCount
      list { id version restoredFrom createdAt createdBy { username } }
    }
  }
`);

export const TemplateVersionDiffQuery = graphql(`
  query templateVersionDiff($templateId: String!, $fromVersionId: String!, $toVersionId: String!) {
    templateVersionDiff(templateId: $templateId, fromVersionId: $fromVersionId, toVersionId: $toVersionId) {
      field
      tooLarge
      hunks { oldStart newStart lines { kind text oldNumber newNumber } }
    }
  }
`);

export const RestoreTemplateVersionMutation = graphql(`
  mutation restoreTemplateVersion($templateId: String!, $versionId: String!) {
    restoreTemplateVersion(templateId: $templateId, versionId: $versionId) {
      status errors errors_2 { code } createdStatus { id }
    }
  }
`);
