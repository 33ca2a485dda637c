/** Batch document runs: one template rendered for every row a GraphQL query yields. */

export const DOCUMENT_RUN_LIMITS = {
  /** Rows one run may hold. */
  rows: 10_000,
  /** Characters of one row's data (as JSON). */
  rowJson: 200_000,
  /** Rows a page of `documentRun(id) { rows }` answers at most. */
  rowsPage: 200,
  /** Runs `documentRuns` answers at most. */
  listPage: 100,
} as const;

/** What a run produces: files in a folder of the file explorer, or emails (kept in the outbox). */
export type DocumentRunOutput = 'folder' | 'email';

/** The file a row writes: deterministic, so a retried row finds its own output. */
export const documentRunFileName = (rowIndex: number, extension: string) =>
  `row-${String(rowIndex + 1).padStart(5, '0')}.${extension}`;

export const DOCUMENT_RUN_ERRORS = {
  notFound: { code: 'document_run_not_found', message: 'The document run does not exist.' },
  templateNotFound: { code: 'template_not_found', message: 'The template does not exist.' },
  kindNotRunnable: {
    code: 'document_run_kind',
    message: 'Only HTML to PDF, PDF drawing, email and SMS templates can run for many rows.',
  },
  outputMismatch: {
    code: 'document_run_output',
    message: 'Email templates send emails; other templates write files to a folder.',
  },
  queryMissing: {
    code: 'document_run_query_missing',
    message: 'The template has no GraphQL query: give one that answers a list.',
  },
  noRows: { code: 'document_run_no_rows', message: 'The query yielded no rows: it must answer a list.' },
  tooManyRows: {
    code: 'document_run_too_many_rows',
    message: `A document run takes at most ${DOCUMENT_RUN_LIMITS.rows} rows.`,
  },
  rowTooLarge: (index: number) => ({
    code: 'document_run_row_too_large',
    message: `Row ${index + 1} holds more than ${DOCUMENT_RUN_LIMITS.rowJson} characters of data.`,
  }),
  emailFieldMissing: {
    code: 'document_run_email_field',
    message: 'Name the field of each row that holds the email address.',
  },
  noRecipient: (field: string) => ({
    code: 'document_run_no_recipient',
    message: `The row has no email address at "${field}".`,
  }),
  fileTaken: (key: string) => ({
    code: 'document_run_file_taken',
    message: `A file named "${key}" already exists.`,
  }),
  notRunning: { code: 'document_run_not_running', message: 'The document run has already ended.' },
} as const;
