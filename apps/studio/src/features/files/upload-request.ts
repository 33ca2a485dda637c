import { execute } from '../../api/client';
import { environment } from '../../api/environment';
import { session } from '../../api/session';
import { encodeKeyPath } from './file-paths';

export type RawAnswer = { status: number; body: string };

/** One POST with upload progress, through XMLHttpRequest (fetch reports no upload progress); also the bundle import's. */
export function postWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = session.accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => resolve({ status: 0, body: '' });
    xhr.send(body);
  });
}

/** A cheap authenticated query: when the token has expired it makes the client refresh it. */
export async function refreshToken(): Promise<void> {
  await execute('query files_token_check { me { id } }').catch(() => undefined);
}

/** Uploads one file into a folder; after a 401 the token is refreshed once and the upload retried. */
export async function uploadFile(
  bucketName: string,
  prefix: string,
  file: File,
  isPublic: boolean,
  onProgress: (fraction: number) => void,
): Promise<RawAnswer> {
  const url = `${environment().filesUrl}/${encodeKeyPath(prefix)}?bucketName=${encodeURIComponent(bucketName)}`;
  const form = () => {
    const data = new FormData();
    data.append('isPublic', String(isPublic));
    data.append('file', file, file.name);
    return data;
  };
  const first = await postWithProgress(url, form(), onProgress);
  if (first.status !== 401) return first;
  await refreshToken();
  return postWithProgress(url, form(), onProgress);
}

/** GETs a file-service URL (or sends `init`, such as the bundle export's POST) with the bearer token (refreshed once on 401). */
export async function fetchSignedIn(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const get = () =>
    fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        ...(session.accessToken() ? { authorization: `Bearer ${session.accessToken()}` } : {}),
      },
    });
  const response = await get();
  if (response.status !== 401) return response;
  await refreshToken();
  return get();
}

/** Fetches a file with the bearer token (refreshed once on 401) and hands it to the browser as a download. */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  const response = await fetchSignedIn(url);
  if (!response.ok) return false;
  saveDownload(await response.blob(), fileName);
  return true;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveDownload(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
