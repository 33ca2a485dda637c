import { acceptedExtension, FILE_MESSAGES, TOO_LARGE_MESSAGE, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';

type UploadStatus = 'empty' | 'uploading' | 'success' | 'failure' | 'already_exists' | 'too_large';

export type UploadItem = {
  id: string;
  file: File;
  name: string;
  size: number;
  isPublic: boolean;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  message: string | null;
};

let nextId = 0;

/** New items for chosen files; too large or unaccepted ones are marked at once and never sent. */
export function createUploadItems(files: readonly File[]): UploadItem[] {
  return files.map((file) => {
    const tooLarge = file.size > UPLOAD_LIMIT_BYTES;
    const accepted = acceptedExtension(file.name) !== null;
    return {
      id: `upload-${++nextId}`,
      file,
      name: file.name,
      size: file.size,
      isPublic: false,
      status: tooLarge ? 'too_large' : accepted ? 'empty' : 'failure',
      progress: 0,
      message: tooLarge ? TOO_LARGE_MESSAGE : accepted ? null : FILE_MESSAGES.typeNotAccepted,
    };
  });
}

/** The items an Upload press sends: successes are skipped, and so are files that can never pass. */
export function itemsToSend(items: readonly UploadItem[]): UploadItem[] {
  return items.filter(
    (item) =>
      item.status !== 'success' && item.status !== 'too_large' && item.message !== FILE_MESSAGES.typeNotAccepted,
  );
}

export const allSucceeded = (items: readonly UploadItem[]) =>
  items.length > 0 && items.every((item) => item.status === 'success');

export type UploadOutcome = { status: UploadStatus; message: string | null };

/**
 * Spec 001 §8: 200 is success; 401 an authorization failure; the text 'Specified Object Already Exists
 * in the Bucket' is already_exists; 413 the size-limit message; any other text becomes the message.
 */
export function uploadOutcome(
  httpStatus: number,
  body: string,
  texts: { unauthorized: string; general: string },
): UploadOutcome {
  if (httpStatus >= 200 && httpStatus < 300) return { status: 'success', message: null };
  if (httpStatus === 401) return { status: 'failure', message: texts.unauthorized };
  const message = errorText(body);
  if (message === FILE_MESSAGES.objectExists) return { status: 'already_exists', message };
  if (httpStatus === 413) return { status: 'too_large', message: TOO_LARGE_MESSAGE };
  return { status: 'failure', message: message || texts.general };
}

/** The first error message of an answer in the server's error shape, else the plain text. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ message?: string }> };
    return parsed.errors?.[0]?.message ?? '';
  } catch {
    return body.trim();
  }
}
