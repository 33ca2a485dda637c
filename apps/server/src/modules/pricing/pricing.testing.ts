import type { TestServer } from '../../testing/test-server';

export type ProductIdArg = { plan: string; type: string; version: string | null };
type ResultAnswer = { status: string; errors: string[]; errors_2: Array<{ code: string; message: string }> };

/** GraphQL helpers the pricing API tests share. */
export function pricingClient(server: TestServer, token: () => string) {
  const call = <T>(query: string, variables: Record<string, unknown> = {}, as?: string) =>
    server.gql<T>(query, variables, { token: as ?? token() });
  const result = async (field: string, query: string, variables: Record<string, unknown>, as?: string) => {
    const answer = await call<Record<string, ResultAnswer>>(query, variables, as);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data[field] as ResultAnswer & { createdStatus?: { id: string } | null };
  };
  return {
    call,
    createProduct: async (productId: ProductIdArg, as?: string) => {
      const answer = await call(
        'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
        { product: { productId, insurerId: 'harbour_mutual' } },
        as,
      );
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    },
    setLogic: (productId: ProductIdArg, amountLogic: string, as?: string) =>
      result(
        'updatePriceLogic',
        'mutation($p: productIdInput!, $i: priceLogicInput!) { updatePriceLogic(productId: $p, input: $i) { status errors errors_2 { code message } } }',
        { p: productId, i: { amountLogic } },
        as,
      ),
    addCode: (kind: 'discount' | 'loading', productId: ProductIdArg, input: Record<string, unknown>, as?: string) => {
      const field = kind === 'discount' ? 'createDiscountCode' : 'createLoadingCode';
      return result(
        field,
        `mutation($p: productIdInput!, $i: adjustmentCodeInput!) { ${field}(productId: $p, input: $i) { status errors errors_2 { code message } createdStatus { id } } }`,
        { p: productId, i: input },
        as,
      );
    },
    price: async (productId: ProductIdArg, values: object, discountCodes: string[] = [], as?: string) => {
      const answer = await call<{ products_2: { list: Array<{ pricing: Record<string, unknown> }> } }>(
        `query($where: productWhereInput, $v: String, $codes: [String]) { products_2(where: $where) { list { pricing(valuesJsonString: $v, discountCodes: $codes) {
          amount originalPrice formattedPrice formattedOriginalPrice currencyCode discountCodes missingVariables issues { code message }
          appliedDiscounts { code name ratio formattedRatio flat order calculationLogic originalPrice newPrice formattedNewPrice }
          loadings { code name ratio flat formattedFlat order calculationLogic originalPrice newPrice }
        } } } }`,
        { where: { id_in: [productId] }, v: JSON.stringify(values), codes: discountCodes },
        as,
      );
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data.products_2.list[0]?.pricing as Record<string, unknown> & {
        amount: number | null;
        issues: Array<{ code: string; message: string }>;
        appliedDiscounts: Array<Record<string, unknown>>;
        loadings: Array<Record<string, unknown>>;
      };
    },
    result,
  };
}
