import { PREVIEW_QUERY, parseProductIdLabel, type TPublishedApp } from '@carrier/contracts';

/** The host query the server routes by: the page's own hostOverride, if any (as at start-up). */
const hostQuery = () => {
  const override = new URLSearchParams(location.search).get('hostOverride');
  return override ? `?hostOverride=${encodeURIComponent(override)}` : '';
};

/** A preview link's draft (`?preview=<token>`, see PublishModal), else the live version at this host. */
const appSource = () => {
  const preview = new URLSearchParams(location.search).get(PREVIEW_QUERY);
  return preview
    ? `/api/v1/published-app/preview?${PREVIEW_QUERY}=${encodeURIComponent(preview)}`
    : `/api/v1/published-app${hostQuery()}`;
};

export type Loaded = { ok: true; app: TPublishedApp } | { ok: false; notPublished: boolean };

/** The live version of the app at this host. */
export async function loadPublishedApp(): Promise<Loaded> {
  try {
    const response = await fetch(appSource(), { headers: { accept: 'application/json' } });
    if (response.status === 404) return { ok: false, notPublished: true };
    if (!response.ok) return { ok: false, notPublished: false };
    return { ok: true, app: (await response.json()) as TPublishedApp };
  } catch {
    return { ok: false, notPublished: false };
  }
}

let guestToken: Promise<string | null> | null = null;
/**
 * The app's guest token (made by the server for the live version, no password involved), asked for
 * once and again after `forgetGuestSession` (it expired, or the app was published again).
 */
function guestSession(): Promise<string | null> {
  guestToken ??= fetch(`/api/v1/published-app/guest-session${hostQuery()}`, { method: 'POST' })
    .then(async (response) => (response.ok ? ((await response.json()) as { accessToken: string }).accessToken : null))
    .catch(() => null);
  const pending = guestToken;
  pending.then((token) => {
    if (!token && guestToken === pending) guestToken = null;
  });
  return pending;
}

/** Drops the guest token the server no longer takes, so the next guestSession asks for a new one. */
function forgetGuestSession(token: string) {
  void guestToken?.then((current) => {
    if (current === token) guestToken = null;
  });
}

export type Adjustment = { code: string | null; name: string | null; formattedNewPrice?: string | null };
export type QuoteAnswer = {
  amount: number | null;
  formattedPrice: string | null;
  formattedOriginalPrice: string | null;
  currencyCode: string | null;
  appliedDiscounts: Adjustment[] | null;
  loadings: Adjustment[] | null;
  missingVariables: string[];
  issues: Array<{ code: string; message: string }>;
};

const QUOTE = `query($where: productWhereInput, $v: String, $codes: [String]) { products_2(where: $where) { list {
  pricing(valuesJsonString: $v, discountCodes: $codes) { amount formattedPrice formattedOriginalPrice currencyCode
    appliedDiscounts { code name formattedNewPrice } loadings { code name formattedNewPrice }
    missingVariables issues { code message } } } } }`;

/** A product id as a button's productId prop gives it: plan/type/version (the version optional). */
export const parseProductId = parseProductIdLabel;

export type QuoteOutcome = { ok: true; quote: QuoteAnswer } | { ok: false; reason: string };

/**
 * The quote as the app's guest: a token the server no longer takes (expired, or the app published
 * again) is dropped and the quote asked once more with a new one. null: no guest token could be had.
 */
export async function quoteAsGuest(
  productId: { plan: string; type: string; version: string | null },
  values: Record<string, unknown>,
  discountCodes: string[],
  locale: string,
): Promise<QuoteOutcome | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const token = await guestSession();
    if (!token) return null;
    const answer = await runQuote(token, productId, values, discountCodes, locale);
    if (answer.ok || answer.reason !== 'authorization') return answer;
  }
  return { ok: false, reason: 'authorization' };
}

/** The product's quote (product.pricing) for the values and discount codes, as the guest. */
async function runQuote(
  token: string,
  productId: { plan: string; type: string; version: string | null },
  values: Record<string, unknown>,
  discountCodes: string[],
  locale: string,
): Promise<QuoteOutcome> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': locale },
    body: JSON.stringify({
      query: QUOTE,
      variables: { where: { id_in: [productId] }, v: JSON.stringify(values), codes: discountCodes },
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { products_2?: { list?: Array<{ pricing: QuoteAnswer | null }> } };
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  } | null;
  if (body?.errors?.some((error) => error.extensions?.code === 'authorization')) {
    forgetGuestSession(token);
    return { ok: false, reason: 'authorization' };
  }
  // The server's words are English and for developers: the page says each reason in the visitor's language.
  if (body?.errors?.length) return { ok: false, reason: body.errors[0]?.extensions?.code ?? 'failed' };
  const pricing = body?.data?.products_2?.list?.[0]?.pricing;
  // No such product for this guest: the app was published again with another product (the page is old).
  if (response.ok && body?.data?.products_2)
    return pricing ? { ok: true, quote: pricing } : { ok: false, reason: 'unavailable' };
  return { ok: false, reason: 'failed' };
}
