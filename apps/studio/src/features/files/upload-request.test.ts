import { STORAGE_KEYS } from '@carrier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestEnvironment } from '../../api/environment.testing';
import { uploadFile } from './upload-request';

const ORIGIN = 'https://studio.example.com';
const SIGNED = 'https://bucket.example.com/carrier/test/default/u-1?X-Amz-Signature=abc';

/** One request sent through XMLHttpRequest: what it was, and the answer it gets when sent. */
type SentRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** An XMLHttpRequest that answers `status` at once, after reporting the whole body as uploaded. */
function fakeXhr(sent: SentRequest[], status: number) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentRequest = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 5 });
      this.status = status;
      this.responseText = status === 200 ? '{"status":"success","keys":["docs/a b.png"]}' : '<Error/>';
      this.onload?.();
    }
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('uploading a file from the explorer', () => {
  const file = new File(['12345'], 'a b.png', { type: 'image/png' });
  let sent: SentRequest[];
  beforeEach(() => {
    setTestEnvironment(ORIGIN);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'staff-token');
    sent = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks first, PUTs to a presigned storage URL without the token, with progress, then completes', async () => {
    const fetched = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/complete')
        ? json({ status: 'success', keys: ['docs/a b.png'] })
        : json({
            method: 'PUT',
            url: SIGNED,
            headers: { 'content-type': 'image/png' },
            uploadId: 'u-1',
            completeUrl: '/api/v1/file-uploads/u-1/complete',
          }),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 200));
    const progress: number[] = [];

    const answer = await uploadFile('default', 'docs/', file, true, (fraction) => progress.push(fraction));

    expect(fetched.mock.calls[0]).toEqual([
      `${ORIGIN}/api/v1/file-uploads/docs/a%20b.png?isPublic=true&bucketName=default`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer staff-token' },
        body: '{"size":5}',
      },
    ]);
    expect(sent).toEqual([{ method: 'PUT', url: SIGNED, headers: { 'content-type': 'image/png' }, body: file }]);
    expect(progress).toEqual([1]);
    expect(fetched.mock.calls[1]).toEqual([
      `${ORIGIN}/api/v1/file-uploads/u-1/complete`,
      { method: 'POST', headers: { authorization: 'Bearer staff-token' } },
    ]);
    expect(answer).toEqual({ status: 200, body: '{"status":"success","keys":["docs/a b.png"]}' });
  });

  it('does not complete an upload the storage refused, and shows no storage XML', async () => {
    const fetched = vi.fn(async () =>
      json({
        method: 'PUT',
        url: SIGNED,
        headers: {},
        uploadId: 'u-1',
        completeUrl: '/api/v1/file-uploads/u-1/complete',
      }),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 403));
    expect(await uploadFile('default', 'docs/', file, false, () => {})).toEqual({ status: 403, body: '' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("PUTs the raw file to the server's own URL with the token when the server is the target (local storage)", async () => {
    const fetched = vi.fn(async () =>
      json({
        method: 'PUT',
        url: '/api/v1/files/docs/a%20b.png?isPublic=false&bucketName=default',
        headers: { 'content-type': 'image/png' },
      }),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 200));
    const progress: number[] = [];
    const answer = await uploadFile('default', 'docs/', file, false, (fraction) => progress.push(fraction));
    expect(answer.status).toBe(200);
    // Asked first (the checks before any byte is sent), then nothing to complete.
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `${ORIGIN}/api/v1/files/docs/a%20b.png?isPublic=false&bucketName=default`,
        headers: { authorization: 'Bearer staff-token', 'content-type': 'image/png' },
        body: file,
      },
    ]);
    expect(progress).toEqual([1]);
  });

  it('answers a refused ask as the server said it, sending no bytes', async () => {
    const refusal = { errors: [{ message: 'file size must be under 15.00 MB' }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(refusal, 413)),
    );
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 200));
    expect(await uploadFile('default', 'docs/', file, false, () => {})).toEqual({
      status: 413,
      body: JSON.stringify(refusal),
    });
    expect(sent).toEqual([]);
  });
});
