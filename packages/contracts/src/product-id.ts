export type TProductId = { plan: string; type: string; version?: string | null };

/** Human form of a product id for messages: plan/type/version. */
export function productIdLabel({ plan, type, version }: TProductId): string {
  return [plan, type, version].filter(Boolean).join('/');
}

/** A product id from its human form, as a quote button's productId prop names it: plan/type/version (version optional). */
export function parseProductIdLabel(text: string): { plan: string; type: string; version: string | null } | null {
  const [plan, type, version] = text.split('/').map((part) => part.trim());
  return plan && type ? { plan, type, version: version || null } : null;
}
