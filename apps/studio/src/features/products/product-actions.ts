import { productTextKeys, type TBenefitInputJson } from '@carrier/contracts';
import { mutate } from '../../api/client';
import type { VariablesOf } from '../../api/graphql';
import { AddBenefitMutation } from './graphql/benefits';
import { CreateProductMutation, UpdateProductMutation } from './graphql/products';
import type { ProductId } from './product-id';
import { saveTexts } from './texts';

export type CurrencyCode = NonNullable<VariablesOf<typeof AddBenefitMutation>['input']['currencyCode']>;
/** Codes come from CURRENCY_CODES, the same list the server's enum is built from. */
export const asCurrency = (code: string | null | undefined) => (code ? (code as CurrencyCode) : null);

/** Operations answering a product succeed when it comes back; failures arrive as GraphQL errors. */
const answered = (product: unknown) => (product ? { status: 'success' } : null);

/** Spec 000 §4: create the product, then save its name; both must succeed. */
export async function createProductWithName(
  form: { name: string; plan: string; type: string; version: string; insurerId: string; benefits: TBenefitInputJson[] },
  locale: string,
  fallback: string,
): Promise<ProductId> {
  const productId = { plan: form.plan.trim(), type: form.type.trim(), version: form.version.trim() };
  const benefitInputs = form.benefits.map((benefit) => ({
    ...benefit,
    currencyCode: asCurrency(benefit.currencyCode),
  }));
  await mutate(
    CreateProductMutation,
    { product: { productId, insurerId: form.insurerId, benefitInputs } },
    (data) => answered(data.createProduct),
    fallback,
  );
  await saveTexts([{ key: productTextKeys.name(productId), locale, value: form.name.trim() }]);
  return productId;
}

/** Spec 000 §4: save the name text, then update the insurer; the caller reloads the product. */
export async function updateProductWithName(
  productId: ProductId,
  form: { name: string; insurerId: string },
  locale: string,
  fallback: string,
) {
  await saveTexts([{ key: productTextKeys.name(productId), locale, value: form.name.trim() }]);
  await mutate(
    UpdateProductMutation,
    { productId, input: { insurerId: form.insurerId || null } },
    (data) => answered(data.updateProduct),
    fallback,
  );
}
