/** Files and storage: spec 001 §5, §7, §8 and §9, shared word for word by the server and the studio. */

export const UPLOAD_LIMIT_BYTES = 15_728_640;
export const DEFAULT_BUCKET = 'default';
export const FILES_PATH = '/api/v1/files';
/** `POST {FILE_UPLOADS_PATH}/{key}` asks where to PUT a file; `POST {FILE_UPLOADS_PATH}/{uploadId}/complete` records it. */
export const FILE_UPLOADS_PATH = '/api/v1/file-uploads';
export const EXPLORER_SEARCH_DEBOUNCE_MS = 500;
export const FOLDER_HISTORY_LIMIT = 10;
export const EXPLORER_MAX_TOASTS = 4;
export const LISTING_PAGE_SIZE = 200;
export const LISTING_MAX_LIMIT = 1000;
export const SEARCH_RESULT_LIMIT = 200;
export const MAX_KEY_BYTES = 1024;

/** Spec 001 §5 names 'xdoc', which is no real extension: it is read as docx. */
export const ACCEPTED_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'tiff',
  'webp',
  'pdf',
  'doc',
  'docx',
  'csv',
  'xls',
  'xlsx',
  'zip',
  'rar',
  'txt',
  'json',
  'js',
] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** The content type stored and served for each accepted extension. */
export const CONTENT_TYPES: Record<AcceptedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  txt: 'text/plain',
  json: 'application/json',
  js: 'text/javascript',
};

/** The `accept` attribute of the upload input. */
export const UPLOAD_ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The lower-cased extension after the last dot of the last path segment, or '' when there is none. */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function acceptedExtension(name: string): AcceptedExtension | null {
  const extension = extensionOf(name);
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension) ? (extension as AcceptedExtension) : null;
}

export const FILE_MESSAGES = {
  objectExists: 'Specified Object Already Exists in the Bucket',
  fileNotFound: 'The file does not exist.',
  folderNotFound: 'The folder does not exist.',
  folderExists: 'A folder with this name already exists.',
  bucketNotFound: 'The bucket does not exist.',
  invalidKey: 'The file or folder name is not valid.',
  rootFolder: 'The root folder cannot be deleted.',
  typeNotAccepted: 'This type of file is not accepted.',
  contentMismatch: 'The content of the file does not match its extension.',
  tooLarge: 'file size must be under',
  noFile: 'No file was sent.',
  malformedMultipart: 'The upload is not a well-formed multipart form.',
  uploadCutShort: 'The upload ended before the whole file arrived.',
  invalidContinuationToken: 'The continuation token is not valid.',
  rangeNotSatisfiable: 'The requested range is not satisfiable.',
  invalidSize: 'The size of the file is missing or not valid.',
  uploadNotFound: 'The upload does not exist or has expired.',
  uploadMissing: 'The file did not arrive in storage.',
  sizeMismatch: 'The file that arrived is not the size that was announced.',
} as const;

/**
 * Where to send a file's bytes (the answer to `POST {FILE_UPLOADS_PATH}/{key}`): PUT them to `url`
 * with `headers`. A storage URL signed for this one upload comes with `uploadId` and `completeUrl`, which
 * the client POSTs with its token once the PUT succeeded; without them `url` is this server's own PUT,
 * sent with the token like every file-service request, and nothing is left to complete.
 */
export type TUploadTarget = {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  uploadId?: string;
  completeUrl?: string;
};

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A byte count in 1024 steps from B to YB with 2 decimals: 15728640 → '15.00 MB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(bytes, 0);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** 'file size must be under 15.00 MB' */
export const TOO_LARGE_MESSAGE = `${FILE_MESSAGES.tooLarge} ${formatFileSize(UPLOAD_LIMIT_BYTES)}`;
