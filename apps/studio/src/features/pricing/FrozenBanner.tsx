import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { type ProductId, productIdWhere } from '../products/product-id';
import { FrozenQuery } from './graphql/pricing';

/** Shown wherever a released (frozen) product version would be edited. */
export function FrozenBanner() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="frozen-banner"
      className="rounded-md border border-sky-300 bg-sky-50 px-4 py-2 text-sm text-sky-900"
    >
      <span aria-hidden="true">❄ </span>
      {t('pricing.frozen')}
    </p>
  );
}

/** The banner for a product version, shown only once a release froze it. */
export function FrozenNotice({ id }: { id: ProductId }) {
  const frozen = useQuery({
    queryKey: ['frozen', id.plan, id.type, id.version ?? ''],
    queryFn: async () => (await request(FrozenQuery, { productId: productIdWhere(id) })).products_2?.list?.[0] ?? null,
  });
  return frozen.data?.isFrozen ? <FrozenBanner /> : null;
}
