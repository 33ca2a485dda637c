import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { type ProductAspect, type ProductId, productIdWhere } from '../products/product-id';
import { FrozenQuery } from './graphql/pricing';
import { NewVersionButton } from './NewVersionButton';

/** Shown wherever a released (frozen) product version would be edited, with the way forward. */
export function FrozenBanner({ id, aspect }: { id: ProductId; aspect: ProductAspect }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="frozen-banner"
      className="rounded-md border border-sky-300 bg-sky-50 px-4 py-2 text-sm text-sky-900"
    >
      <span aria-hidden="true">❄ </span>
      {t('pricing.frozen')}
      <NewVersionButton id={id} aspect={aspect} />
    </p>
  );
}

/** The banner for a product version, shown only once a release froze it. */
export function FrozenNotice({ id, aspect }: { id: ProductId; aspect: ProductAspect }) {
  const frozen = useQuery({
    queryKey: ['frozen', id.plan, id.type, id.version ?? ''],
    queryFn: async () => (await request(FrozenQuery, { productId: productIdWhere(id) })).products_2?.list?.[0] ?? null,
  });
  return frozen.data?.isFrozen ? <FrozenBanner id={id} aspect={aspect} /> : null;
}
