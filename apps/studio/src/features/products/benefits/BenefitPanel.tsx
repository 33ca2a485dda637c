import { productTextKeys } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { ModalActions } from '../../../ui/ModalActions';
import { SidePanel } from '../../../ui/SidePanel';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { UpdateBenefitMutation } from '../graphql/benefits';
import type { ProductId } from '../product-id';
import { readTexts, saveTexts } from '../texts';
import { BenefitValueField, CurrencyField } from './BenefitValueField';
import { buildUpdateInput, type UpdateBenefitForm } from './benefit-inputs';
import type { EditTarget } from './benefit-types';
import { detectValueType, type ValueProblem, valueForEditing } from './benefit-value';

type Props = {
  target: EditTarget | null;
  productId: ProductId;
  locale: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
};
type TextField4 = 'name' | 'description' | 'format' | 'detailedFormat';

function textKeys(productId: ProductId, target: EditTarget): Partial<Record<TextField4, string>> {
  if (target.kind === 'option') {
    const { typeId } = target.node;
    const optionKey = target.option.optionKey ?? '';
    return {
      format: productTextKeys.option(productId, typeId, optionKey, 'format'),
      detailedFormat: productTextKeys.option(productId, typeId, optionKey, 'detailedFormat'),
    };
  }
  const fields: TextField4[] = ['name', 'description', 'format', 'detailedFormat'];
  return Object.fromEntries(
    fields.map((field) => [field, productTextKeys.benefit(productId, target.node.typeId, field)]),
  );
}

/** The editing view of spec 000 §3 in a side panel; the type id and option key never change. */
export function BenefitPanel({ target, productId, locale, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const keys = target ? textKeys(productId, target) : {};
  const texts = useQuery({
    queryKey: ['products', 'benefitTexts', ...Object.values(keys), locale],
    queryFn: () => readTexts(Object.values(keys), locale),
    enabled: target !== null,
  });
  const [form, setForm] = useState<UpdateBenefitForm | null>(null);
  const [loaded, setLoaded] = useState<UpdateBenefitForm | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const [problem, setProblem] = useState<ValueProblem | null>(null);
  const { busy, submit } = useSubmit();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled once the texts for this target arrive
  useEffect(() => {
    setAskingDiscard(false);
    if (!target || !texts.data) {
      setLoaded(null);
      return setForm(null);
    }
    const source = target.kind === 'option' ? target.option : target.node;
    const text = (field: TextField4) => (keys[field] ? (texts.data.get(keys[field]) ?? '') : '');
    const filled: UpdateBenefitForm = {
      name: text('name'),
      description: text('description'),
      format: text('format'),
      detailedFormat: text('detailedFormat'),
      valueType: detectValueType(source.rawData),
      value: valueForEditing(source.rawData),
      currencyCode: source.currencyCode ?? 'UNDEFINED',
      parentOptionKeys: (target.node.parentOptionKeys ?? []).join(', '),
      isValueInput: target.node.isValueInput,
    };
    setForm(filled);
    setLoaded(filled);
    setProblem(null);
  }, [target, texts.data]);

  if (!target) return null;
  const isOption = target.kind === 'option';
  const hasOptions = (target.node.options ?? []).length > 0;
  const set = (changes: Partial<UpdateBenefitForm>) => form && setForm({ ...form, ...changes });
  const edited = form !== null && loaded !== null && JSON.stringify(form) !== JSON.stringify(loaded);
  /** Escape, × and Cancel ask before throwing edits away. */
  const requestClose = () => (edited ? setAskingDiscard(true) : onClose());

  const save = async () => {
    if (!form || !texts.data) return;
    const built = buildUpdateInput({ option: isOption, hasOptions, isChild: Boolean(target.node.parentTypeId) }, form);
    if ('problem' in built) return setProblem(built.problem);
    const storedTexts = texts.data;
    await submit(
      async () => {
        await mutate(
          UpdateBenefitMutation,
          {
            productId,
            typeId: target.node.typeId,
            optionKey: isOption ? target.option.optionKey : null,
            input: built.input,
          },
          (data) => data.updateBenefit,
        );
        const entries = (Object.entries(keys) as Array<[TextField4, string]>).map(([field, key]) => ({
          key,
          locale,
          value: form[field],
        }));
        await saveTexts(entries, storedTexts);
      },
      {
        success: t('products.benefits.updated'),
        errorTitle: t('products.benefits.updateFailed'),
        onDone: async () => {
          await texts.refetch();
          await onSaved();
          onClose();
        },
      },
    );
  };

  const title = isOption
    ? t('products.benefits.updateOption', { key: target.option.optionKey })
    : t('products.benefits.updateBenefit', { name: target.node.name || target.node.typeId });
  const showValue = isOption || (!hasOptions && !form?.isValueInput);
  return (
    <SidePanel
      open
      title={title}
      onClose={requestClose}
      footer={
        askingDiscard ? (
          <div role="alert" className="flex w-full flex-wrap items-center justify-end gap-3">
            <span className="mr-auto text-sm font-medium text-slate-800">{t('products.benefits.discardQuestion')}</span>
            <Button variant="secondary" onClick={() => setAskingDiscard(false)}>
              {t('products.benefits.keepEditing')}
            </Button>
            <Button variant="danger" onClick={onClose}>
              {t('products.benefits.discard')}
            </Button>
          </div>
        ) : (
          <ModalActions
            cancelLabel={t('products.actions.cancel')}
            onCancel={requestClose}
            submitLabel={t('products.actions.save')}
            onSubmit={save}
            disabled={busy || !form}
          />
        )
      }
    >
      {!form ? (
        <p className="text-sm text-slate-500">{t('products.loading')}</p>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('products.benefits.typeId')}
              value={target.node.typeId}
              readOnly
              hint={t('products.benefits.technicalFixed')}
            />
            {isOption ? (
              <TextField label={t('products.benefits.optionKey')} value={target.option.optionKey ?? ''} readOnly />
            ) : (
              <TextField label={t('products.benefits.parentTypeId')} value={target.node.parentTypeId ?? '—'} readOnly />
            )}
          </div>
          {!isOption && (
            <>
              <TextField
                label={t('products.benefits.nameIn', { locale: t(`locale.${locale}`) })}
                value={form.name}
                onChange={(event) => set({ name: event.target.value })}
              />
              <TextField
                label={t('products.benefits.description')}
                value={form.description}
                onChange={(event) => set({ description: event.target.value })}
              />
              {target.node.parentTypeId && (
                <TextField
                  label={t('products.benefits.parentOptionKeys')}
                  hint={t('products.benefits.parentOptionKeysHint', { keys: t('products.benefits.commaSeparated') })}
                  value={form.parentOptionKeys}
                  onChange={(event) => set({ parentOptionKeys: event.target.value })}
                />
              )}
              {!hasOptions && (
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    type="checkbox"
                    checked={form.isValueInput}
                    onChange={(event) => set({ isValueInput: event.target.checked })}
                  />
                  {t('products.benefits.kinds.input')}
                </label>
              )}
            </>
          )}
          {showValue && (
            <>
              <BenefitValueField
                type={form.valueType}
                value={form.value}
                error={problem ? t(`products.benefits.problems.${problem}`) : undefined}
                onTypeChange={(valueType) => set({ valueType, value: '' })}
                onChange={(value) => set({ value })}
              />
              <CurrencyField value={form.currencyCode} onChange={(currencyCode) => set({ currencyCode })} />
            </>
          )}
          {(isOption || !hasOptions) && (
            <>
              <TextField
                label={t('products.benefits.format')}
                hint={t('products.benefits.formatHint', { value: '{{value}}' })}
                value={form.format}
                onChange={(event) => set({ format: event.target.value })}
              />
              <TextField
                label={t('products.benefits.detailedFormat')}
                hint={t('products.benefits.formatHint', { value: '{{value}}' })}
                value={form.detailedFormat}
                onChange={(event) => set({ detailedFormat: event.target.value })}
              />
            </>
          )}
        </form>
      )}
    </SidePanel>
  );
}
