import { productTextKeys, toTechnicalName } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { formatNames } from '../../../i18n/list-format';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { AddBenefitMutation } from '../graphql/benefits';
import type { ProductId } from '../product-id';
import { saveTexts } from '../texts';
import { BenefitValueField, CurrencyField } from './BenefitValueField';
import { type AddBenefitForm, type AddProblem, type BenefitKind, buildAddInput, emptyAddForm } from './benefit-inputs';
import type { BenefitTarget } from './benefit-types';

type Props = {
  target: BenefitTarget | null;
  productId: ProductId;
  locale: string;
  onClose: () => void;
  onAdded: () => Promise<void>;
};

const KINDS: BenefitKind[] = ['value', 'options', 'input'];

/** Add a main benefit, a child benefit or an option; the name text is saved after the benefit. */
export function AddBenefitModal({ target, productId, locale, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AddBenefitForm>(emptyAddForm);
  const [problem, setProblem] = useState<AddProblem | null>(null);
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (!target) return;
    setForm({
      ...emptyAddForm(),
      optionKey: target.kind === 'option' ? `option_${target.benefit.options?.length ?? 0}` : 'option_0',
    });
    setProblem(null);
  }, [target]);
  if (!target) return null;

  const set = (changes: Partial<AddBenefitForm>) => setForm({ ...form, ...changes });
  const isOption = target.kind === 'option';
  const parentOptions = target.kind === 'child' ? (target.parent.options ?? []).map((option) => option.optionKey) : [];

  const add = () => {
    const built = buildAddInput(target, form);
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    void submit(
      async () => {
        await mutate(AddBenefitMutation, { productId, input: built.input }, (data) => data.addBenefit);
        if (!isOption && form.name.trim())
          await saveTexts([
            { key: productTextKeys.benefit(productId, built.input.typeId, 'name'), locale, value: form.name },
          ]);
      },
      {
        success: t('products.benefits.added'),
        onDone: async () => {
          await onAdded();
          onClose();
        },
      },
    );
  };

  const title =
    target.kind === 'main'
      ? t('products.benefits.addMain')
      : target.kind === 'child'
        ? t('products.benefits.addChildOf', { name: target.parent.name || target.parent.typeId })
        : t('products.benefits.addOptionTo', { name: target.benefit.name || target.benefit.typeId });
  const valueProblem =
    problem && !['typeId', 'optionKey'].includes(problem) ? t(`products.benefits.problems.${problem}`) : undefined;
  return (
    <FormModal
      open
      title={title}
      onClose={onClose}
      size="lg"
      cancelLabel={t('products.actions.cancel')}
      submitLabel={t('products.actions.add')}
      onSubmit={add}
      busy={busy}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {!isOption && (
        <>
          <TextField
            label={t('products.benefits.typeId')}
            required
            value={form.typeId}
            hint={t('products.benefits.typeIdHint')}
            error={problem === 'typeId' ? t('validation.required') : undefined}
            onChange={(event) => set({ typeId: event.target.value })}
            onBlur={() => set({ typeId: toTechnicalName(form.typeId) })}
          />
          <TextField
            label={t('products.benefits.nameIn', { locale: t(`locale.${locale}`) })}
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('products.benefits.kind')}</legend>
            <div className="flex flex-wrap gap-4">
              {KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="radio" name="kind" checked={form.kind === kind} onChange={() => set({ kind })} />
                  {t(`products.benefits.kinds.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
      {(isOption || form.kind === 'options') && (
        <TextField
          label={t('products.benefits.optionKey')}
          required
          value={form.optionKey}
          error={problem === 'optionKey' ? t('validation.required') : undefined}
          onChange={(event) => set({ optionKey: event.target.value })}
          onBlur={() => set({ optionKey: toTechnicalName(form.optionKey) })}
        />
      )}
      {target.kind === 'child' && parentOptions.length > 0 && (
        <TextField
          label={t('products.benefits.parentOptionKeys')}
          hint={t('products.benefits.parentOptionKeysHint', {
            keys: formatNames(parentOptions.filter((key): key is string => key !== null)),
          })}
          value={form.parentOptionKeys}
          onChange={(event) => set({ parentOptionKeys: event.target.value })}
        />
      )}
      {(isOption || form.kind !== 'input') && (
        <>
          <div className="sm:col-span-2">
            <BenefitValueField
              type={form.valueType}
              value={form.value}
              error={valueProblem}
              onTypeChange={(valueType) => set({ valueType, value: '' })}
              onChange={(value) => set({ value })}
            />
          </div>
          <CurrencyField value={form.currencyCode} onChange={(currencyCode) => set({ currencyCode })} />
        </>
      )}
    </FormModal>
  );
}
