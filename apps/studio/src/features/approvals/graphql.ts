import { graphql } from '../../api/graphql';

export const ApprovalRequestsQuery = graphql(`
  query approvalRequests($where: approvalRequestWhereInput) {
    approvalRequests(where: $where) {
      id kind status name description products mine comment createdAt decidedAt
      maker { username }
      decidedBy { username }
    }
  }
`);
export const ApprovalSettingsQuery = graphql(`
  query approvalSettings { approvalSettings { releases publishes } }
`);
export const UpdateApprovalSettingsMutation = graphql(`
  mutation updateApprovalSettings($input: approvalSettingsInput!) {
    updateApprovalSettings(input: $input) { releases publishes }
  }
`);
export const ApproveRequestMutation = graphql(`
  mutation approveRequest($id: String!, $comment: String) {
    approveRequest(id: $id, comment: $comment) { status errors errors_2 { code message } }
  }
`);
export const RejectRequestMutation = graphql(`
  mutation rejectRequest($id: String!, $comment: String!) {
    rejectRequest(id: $id, comment: $comment) { status errors errors_2 { code message } }
  }
`);
export const CancelRequestMutation = graphql(`
  mutation cancelRequest($id: String!) {
    cancelRequest(id: $id) { status errors errors_2 { code message } }
  }
`);
export const DismissApprovalDecisionMutation = graphql(`
  mutation dismissApprovalDecision($id: String!) {
    dismissApprovalDecision(id: $id) { status errors errors_2 { code message } }
  }
`);
