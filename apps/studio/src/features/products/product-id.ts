import type { TProductId } from '@carrier/contracts';

export type ProductAspect =
  | 'info'
  | 'benefits'
  | 'pricing'
  | 'underwriting'
  | 'discountsCodes'
  | 'loadingsCodes'
  | 'taxes'
  | 'dictionary'
  | 'rateTables';
export type ProductId = { plan: string; type: string; version: string | null };

/** /products/detail/{aspect}/{plan}/{type}/{version?} */
export function productPath(aspect: ProductAspect, { plan, type, version }: TProductId): string {
  const parts = [plan, type, ...(version ? [version] : [])].map(encodeURIComponent);
  return `/products/detail/${aspect}/${parts.join('/')}`;
}

/** The product a route names; undefined params mean the route did not match. */
export function productIdFromParams(params: {
  productPlan?: string;
  productType?: string;
  productVersion?: string;
}): ProductId | null {
  if (!params.productPlan || !params.productType) return null;
  return { plan: params.productPlan, type: params.productType, version: params.productVersion ?? null };
}

/** For filters: a product without a version is stored with the empty version. */
export const productIdWhere = (id: ProductId) => ({ plan: id.plan, type: id.type, version: id.version ?? '' });

/** For the detail page: a route without a version names every version of the plan and type (newest first). */
export const productIdLatestWhere = (id: ProductId) =>
  id.version === null ? { plan: id.plan, type: id.type } : productIdWhere(id);

/** For mutations taking productIdInput. */
export const productIdInput = (id: ProductId) => ({ plan: id.plan, type: id.type, version: id.version });
