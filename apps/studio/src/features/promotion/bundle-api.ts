import { environment } from '../../api/environment';
import { ApiError, TransportError } from '../../api/errors';
import { fetchSignedIn, postWithProgress, refreshToken, saveDownload } from '../files/upload-request';
import type { PromotionPlan } from './plan';
import type { PromotionItem } from './selection';

const bundleUrl = (path: string) => new URL(`/api/v1/bundles/${path}`, environment().graphqlUrl).toString();

/** A refused bundle request: the server's error shape ({ errors: [{ message, extensions.code }] }) as an ApiError. */
function failure(status: number, body: string): Error {
  if (status === 0) return new TransportError('NETWORK', 'network');
  try {
    const first = (JSON.parse(body) as { errors?: Array<{ message?: string; extensions?: { code?: string } }> })
      .errors?.[0];
    if (first?.message) return new ApiError(first.message, first.extensions?.code);
  } catch {
    // Not the error shape (a proxy's page): said by status below.
  }
  return new TransportError('SERVER', String(status), status);
}

/** The file name the server gave (Content-Disposition), else a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Downloads the bundle (a zip) of the selection and what it needs. */
export async function exportBundle(items: PromotionItem[], fallbackName: string): Promise<void> {
  const response = await fetchSignedIn(bundleUrl('export'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  if (!response.ok) throw failure(response.status, await response.text());
  saveDownload(await response.blob(), fileNameOf(response, fallbackName));
}

/**
 * Sends a bundle to this tenant: with `dryRun` the server answers the plan and changes nothing; without,
 * it applies the bundle (all or nothing). Upload progress goes to `onProgress` (0 to 1).
 */
export async function importBundle(
  file: Blob,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
): Promise<PromotionPlan> {
  const url = bundleUrl(dryRun ? 'import?dryRun=true' : 'import');
  const send = () => postWithProgress(url, file, onProgress, { 'content-type': 'application/zip' });
  let answer = await send();
  if (answer.status === 401) {
    await refreshToken();
    answer = await send();
  }
  if (answer.status < 200 || answer.status >= 300) throw failure(answer.status, answer.body);
  try {
    const plan = JSON.parse(answer.body) as Partial<PromotionPlan>;
    return { entries: plan.entries ?? [], errors: plan.errors ?? [] };
  } catch {
    throw failure(answer.status, answer.body);
  }
}
