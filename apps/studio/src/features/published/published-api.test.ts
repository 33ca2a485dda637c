import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteAsGuest } from './published-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as a guest meets it: a guest session, then each quote's answer from `answer`. */
function serverAnswering(answer: () => Response) {
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).includes('guest-session') ? json({ accessToken: 'guest' }) : answer(),
  );
}

describe("a guest's quote", () => {
  afterEach(() => vi.unstubAllGlobals());
  const product = { plan: 'life', type: 'term', version: '1' };

  it('gives reasons the page can say in any language, never the server’s English or an HTTP status', async () => {
    // The app was published again with another product: this guest finds no such product.
    serverAnswering(() => json({ data: { products_2: { list: [] } } }));
    expect(await quoteAsGuest(product, {}, [], 'zh-HK')).toEqual({ ok: false, reason: 'unavailable' });
    serverAnswering(() =>
      json({
        data: null,
        errors: [{ message: 'Too many quotes from this address.', extensions: { code: 'too_many_quotes' } }],
      }),
    );
    expect(await quoteAsGuest(product, {}, [], 'zh-HK')).toEqual({ ok: false, reason: 'too_many_quotes' });
    serverAnswering(() => new Response('gateway down', { status: 502 }));
    expect(await quoteAsGuest(product, {}, [], 'zh-HK')).toEqual({ ok: false, reason: 'failed' });
  });
});
