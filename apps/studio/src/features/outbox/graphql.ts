import { graphql } from '../../api/graphql';

export const SentEmailsQuery = graphql(`
  query sentEmails($limit: Int, $skip: Int) {
    sentEmails(limit: $limit, skip: $skip) {
      totalCount
      list { id to subject status transport error sentAt sentBy { username } attachments { fileName } }
    }
  }
`);
export const SentEmailQuery = graphql(`
  query sentEmail($id: String!) {
    sentEmail(id: $id) {
      id to from subject status transport error sentAt size
      sentBy { username }
      content { html text attachments { index fileName contentType size } }
    }
  }
`);
export const SentEmailAttachmentQuery = graphql(`
  query sentEmailAttachment($id: String!) {
    sentEmail(id: $id) { id content { attachments { index fileName contentType contentBase64 } } }
  }
`);
