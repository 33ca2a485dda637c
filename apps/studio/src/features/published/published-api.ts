import type { TPublishedApp } from '@carrier/contracts';

/** The host query the server routes by: the page's own hostOverride, if any (as at start-up). */
const hostQuery = () => {
  const override = new URLSearchParams(location.search).get('hostOverride');
  return override ? `?hostOverride=${encodeURIComponent(override)}` : '';
};

export type Loaded = { ok: true; app: TPublishedApp } | { ok: false; notPublished: boolean };

/** The live version of the app at this host. */
export async function loadPublishedApp(): Promise<Loaded> {
  try {
    const response = await fetch(`/api/v1/published-app${hostQuery()}`, { headers: { accept: 'application/json' } });
    if (response.status === 404) return { ok: false, notPublished: true };
    if (!response.ok) return { ok: false, notPublished: false };
    return { ok: true, app: (await response.json()) as TPublishedApp };
  } catch {
    return { ok: false, notPublished: false };
  }
}

let guestToken: Promise<string | null> | null = null;
/** The app's guest session (signed in by the server with the CMS config's guestLoginCredentials), once. */
export function guestSession(): Promise<string | null> {
  guestToken ??= fetch(`/api/v1/published-app/guest-session${hostQuery()}`, { method: 'POST' })
    .then(async (response) => (response.ok ? ((await response.json()) as { accessToken: string }).accessToken : null))
    .catch(() => null);
  const pending = guestToken;
  pending.then((token) => {
    if (!token && guestToken === pending) guestToken = null;
  });
  return pending;
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
export function parseProductId(text: string) {
  const [plan, type, version] = text.split('/').map((part) => part.trim());
  return plan && type ? { plan, type, version: version || null } : null;
}

/** The product's quote (product.pricing) for the values and discount codes, as the guest. */
export async function runQuote(
  token: string,
  productId: { plan: string; type: string; version: string | null },
  values: Record<string, unknown>,
  discountCodes: string[],
  locale: string,
): Promise<{ ok: true; quote: QuoteAnswer } | { ok: false; reason: string }> {
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
    errors?: Array<{ message: string }>;
  } | null;
  if (body?.errors?.length) return { ok: false, reason: body.errors.map((error) => error.message).join('; ') };
  const pricing = body?.data?.products_2?.list?.[0]?.pricing;
  return pricing ? { ok: true, quote: pricing } : { ok: false, reason: `HTTP ${response.status}` };
}
