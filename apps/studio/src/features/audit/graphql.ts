import { graphql } from '../../api/graphql';

/** A page of the tenant's audit trail, newest first. */
export const AuditLogQuery = graphql(`
  query auditLog($where: auditWhereInput, $skip: Int, $limit: Int) {
    auditLog(where: $where, skip: $skip, limit: $limit) {
      totalCount
      list { id at actorId actorName operation requestOperation recordType recordId changedFields }
    }
  }
`);

/** One entry with the line diff of each field it changed (the template history's diff shape). */
export const AuditEntryDiffQuery = graphql(`
  query auditEntryDiff($id: String!) {
    auditEntry(id: $id) {
      id
      diff { field tooLarge hunks { oldStart newStart lines { kind text oldNumber newNumber } } }
    }
  }
`);

export const AuditLogCsvQuery = graphql(`
  query auditLogCsv($where: auditWhereInput) { auditLogCsv(where: $where) }
`);
