import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { type ProductId, productIdInput, productIdWhere } from '../../products/product-id';
import { PricingSettingsQuery, UpdatePricingSettingsMutation } from '../graphql/codes';
import type { VersionLock } from '../useVersionLock';

type Form = { minimumPremium: string; maxDiscountPercent: string; factors: Record<PaymentFrequency, string> };

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A product version's minimum premium, discount cap and modal factors, above its taxes. */
export function PremiumLimitsCard({ id, lock, onSaved }: { id: ProductId; lock: VersionLock; onSaved: () => unknown }) {
  const { t } = useTranslation();
  const { busy, submit } = useSubmit();
  const settings = useQuery({
    queryKey: ['pricing-settings', id.plan, id.type, id.version ?? ''],
    queryFn: async () =>
      (await request(PricingSettingsQuery, { productId: productIdWhere(id) })).products_2?.list?.[0]?.pricingSettings ??
      null,
  });
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const data = settings.data;
    if (!data) return;
    const factors = Object.fromEntries(
      data.modalFactors.map((row) => [row.paymentFrequency, textOf(row.factor)]),
    ) as Form['factors'];
    setForm({
      minimumPremium: textOf(data.minimumPremium),
      maxDiscountPercent: textOf(data.maxDiscountPercent),
      factors,
    });
  }, [settings.data]);
  if (!form) return null;

  const save = () =>
    submit(
      () =>
        mutate(
          UpdatePricingSettingsMutation,
          {
            productId: productIdInput(id),
            input: {
              minimumPremium: numberOrNull(form.minimumPremium),
              maxDiscountPercent: numberOrNull(form.maxDiscountPercent),
              modalFactors: PAYMENT_FREQUENCIES.map((paymentFrequency) => ({
                paymentFrequency,
                factor: Number(form.factors[paymentFrequency]),
              })),
            },
          },
          (data) => data.result,
        ),
      {
        success: t('pricing.limits.saved'),
        onDone: async () => {
          await Promise.all([settings.refetch(), onSaved()]);
        },
      },
    );

  return (
    <section
      aria-label={t('pricing.limits.title')}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="premium-limits"
    >
      <div>
        <h2 className="font-semibold text-slate-900">{t('pricing.limits.title')}</h2>
        <p className="text-sm text-slate-500">{t('pricing.limits.help')}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('pricing.limits.minimumPremium')}
          type="number"
          step="0.01"
          min="0"
          value={form.minimumPremium}
          disabled={lock.locked}
          onChange={(event) => setForm({ ...form, minimumPremium: event.target.value })}
        />
        <TextField
          label={t('pricing.limits.maxDiscountPercent')}
          type="number"
          step="0.01"
          min="0"
          max="100"
          value={form.maxDiscountPercent}
          disabled={lock.locked}
          onChange={(event) => setForm({ ...form, maxDiscountPercent: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('pricing.limits.modalFactors')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PAYMENT_FREQUENCIES.map((frequency) => (
            <TextField
              key={frequency}
              label={t(`pricing.frequencies.${frequency}`)}
              type="number"
              step="0.0001"
              min="0"
              value={form.factors[frequency]}
              disabled={lock.locked}
              onChange={(event) => setForm({ ...form, factors: { ...form.factors, [frequency]: event.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button onClick={save} disabled={lock.locked || busy} title={lock.reason}>
          {t('pricing.limits.save')}
        </Button>
      </div>
    </section>
  );
}
