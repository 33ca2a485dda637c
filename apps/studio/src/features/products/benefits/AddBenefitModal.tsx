import { productTextKeys, toTechnicalName } from '@carrier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { formatNames } from '../../../i18n/list-format';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { AddBenefitMutation } from '../graphql/benefits';
import type { ProductId } from '../product-id';
import { saveTexts } from '../texts';
import { BenefitValueField, CurrencyField } from './BenefitValueField';
import { type AddBenefitForm, addBenefitSchema, BENEFIT_KINDS, buildAddInput, emptyAddForm } from './benefit-inputs';
import type { BenefitTarget } from './benefit-types';

type Props = {
  target: BenefitTarget | null;
  productId: ProductId;
  locale: string;
  onClose: () => void;
  onAdded: () => Promise<void>;
};

/** A new form for `target`: an option's key follows the benefit's options. */
const formFor = (target: BenefitTarget | null): AddBenefitForm => ({
  ...emptyAddForm(),
  optionKey: target?.kind === 'option' ? `option_${target.benefit.options?.length ?? 0}` : 'option_0',
});

/** Add a main benefit, a child benefit or an option; the name text is saved after the benefit. */
export function AddBenefitModal({ target, productId, locale, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => addBenefitSchema(target ?? { kind: 'main' }), [target]);
  const { register, handleSubmit, watch, setValue, fieldError } = useModalForm(
    schema,
    formFor(target),
    target !== null,
  );
  const { busy, submit } = useSubmit();
  const [kind, valueType, value, currencyCode] = watch(['kind', 'valueType', 'value', 'currencyCode']);
  if (!target) return null;

  const isOption = target.kind === 'option';
  const parentOptions = target.kind === 'child' ? (target.parent.options ?? []).map((option) => option.optionKey) : [];
  /** A key field made technical (snake_case) when it is left. */
  const technical = (name: 'typeId' | 'optionKey') =>
    register(name, { onBlur: (event) => setValue(name, toTechnicalName(event.target.value)) });

  const add = handleSubmit((form) => {
    const built = buildAddInput(target, form);
    if ('problem' in built) return;
    return submit(
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
  });

  const title =
    target.kind === 'main'
      ? t('products.benefits.addMain')
      : target.kind === 'child'
        ? t('products.benefits.addChildOf', { name: target.parent.name || target.parent.typeId })
        : t('products.benefits.addOptionTo', { name: target.benefit.name || target.benefit.typeId });
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
            hint={t('products.benefits.typeIdHint')}
            error={fieldError('typeId')}
            {...technical('typeId')}
          />
          <TextField label={t('products.benefits.nameIn', { locale: t(`locale.${locale}`) })} {...register('name')} />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('products.benefits.kind')}</legend>
            <div className="flex flex-wrap gap-4">
              {BENEFIT_KINDS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="radio" value={option} {...register('kind')} />
                  {t(`products.benefits.kinds.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
      {(isOption || kind === 'options') && (
        <TextField
          label={t('products.benefits.optionKey')}
          required
          error={fieldError('optionKey')}
          {...technical('optionKey')}
        />
      )}
      {target.kind === 'child' && parentOptions.length > 0 && (
        <TextField
          label={t('products.benefits.parentOptionKeys')}
          hint={t('products.benefits.parentOptionKeysHint', {
            keys: formatNames(parentOptions.filter((key): key is string => key !== null)),
          })}
          {...register('parentOptionKeys')}
        />
      )}
      {(isOption || kind !== 'input') && (
        <>
          <div className="sm:col-span-2">
            <BenefitValueField
              type={valueType}
              value={value}
              error={fieldError('value')}
              onTypeChange={(type) => {
                setValue('valueType', type);
                setValue('value', '');
              }}
              onChange={(text) => setValue('value', text)}
            />
          </div>
          <CurrencyField value={currencyCode} onChange={(code) => setValue('currencyCode', code)} />
        </>
      )}
    </FormModal>
  );
}
