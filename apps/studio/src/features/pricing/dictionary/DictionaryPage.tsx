import {
  DICTIONARY_TYPES,
  type DictionaryChoice,
  type DictionaryLabels,
  type DictionaryType,
  type DictionaryVariable,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate } from '../../../api/client';
import { formatNames } from '../../../i18n/list-format';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Page, PageHeader } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { type ProductId, productIdFromParams, productIdInput, productPath } from '../../products/product-id';
import { rerunTestCases } from '../cases/case-queries';
import { FrozenBanner } from '../FrozenBanner';
import { useVersionLock } from '../useVersionLock';
import { dictionaryKey, useDictionary, variableInput } from './dictionary-model';
import { UpdateRatingDictionaryMutation } from './graphql';

/** A variable being edited: min and max as typed, a key that survives renaming. */
type Draft = Omit<DictionaryVariable, 'min' | 'max'> & { key: number; min: string; max: string };

let nextKey = 1;
const draftOf = (variable: DictionaryVariable): Draft => ({
  ...variable,
  key: nextKey++,
  min: variable.min === null ? '' : String(variable.min),
  max: variable.max === null ? '' : String(variable.max),
});
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const variableOf = ({ key: _key, ...draft }: Draft): DictionaryVariable => ({
  ...draft,
  min: draft.type === 'number' ? numberOrNull(draft.min) : null,
  max: draft.type === 'number' ? numberOrNull(draft.max) : null,
  choices: draft.type === 'choice' ? draft.choices : [],
});
const blank = (): Draft =>
  draftOf({ name: '', type: 'number', labels: {}, unit: null, min: null, max: null, choices: [], required: false });

const CHECKBOX = 'h-4 w-4 rounded border-slate-300';
const SELECT = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';

function LabelFields({
  labels,
  onChange,
  disabled,
  labelKey,
}: {
  labels: DictionaryLabels;
  onChange: (labels: DictionaryLabels) => void;
  disabled: boolean;
  labelKey: 'dictionary.fields.labelIn' | 'dictionary.fields.choiceLabelIn';
}) {
  const { t } = useTranslation();
  return (
    <>
      {SUPPORTED_LOCALES.map((locale: SupportedLocale) => (
        <TextField
          key={locale}
          label={t(labelKey, { locale })}
          lang={locale}
          value={labels[locale] ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ ...labels, [locale]: event.target.value })}
        />
      ))}
    </>
  );
}

function VariableCard({
  draft,
  index,
  count,
  locked,
  onChange,
  onMove,
  onRemove,
}: {
  draft: Draft;
  index: number;
  count: number;
  locked: boolean;
  onChange: (draft: Draft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typeId = useId();
  const requiredId = useId();
  const set = (changes: Partial<Draft>) => onChange({ ...draft, ...changes });
  const setChoice = (at: number, choice: DictionaryChoice) =>
    set({ choices: draft.choices.map((other, position) => (position === at ? choice : other)) });
  const title = draft.labels[i18n.language as SupportedLocale]?.trim() || draft.name || t('dictionary.actions.add');
  return (
    <fieldset
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`dictionary-variable-${index}`}
    >
      <legend className="sr-only">{title}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 truncate font-semibold text-slate-900">
          {title}
          {draft.name && title !== draft.name && (
            <span className="ml-2 font-mono text-xs font-normal text-slate-500" translate="no">
              {draft.name}
            </span>
          )}
        </h2>
        <div className="flex flex-wrap gap-1">
          <Button variant="secondary" disabled={locked || index === 0} onClick={() => onMove(-1)}>
            <span aria-hidden="true">↑</span>
            <span className="sr-only">{t('dictionary.actions.moveUp')}</span>
          </Button>
          <Button variant="secondary" disabled={locked || index === count - 1} onClick={() => onMove(1)}>
            <span aria-hidden="true">↓</span>
            <span className="sr-only">{t('dictionary.actions.moveDown')}</span>
          </Button>
          <Button variant="danger" disabled={locked} onClick={onRemove}>
            {t('dictionary.actions.remove')}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('dictionary.fields.name')}
          value={draft.name}
          disabled={locked}
          translate="no"
          onChange={(event) => set({ name: event.target.value })}
        />
        <div>
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('dictionary.fields.type')}
          </label>
          <select
            id={typeId}
            className={SELECT}
            value={draft.type}
            disabled={locked}
            onChange={(event) => {
              const type = event.target.value as DictionaryType;
              set({
                type,
                choices: type === 'choice' && draft.choices.length === 0 ? [{ value: '', labels: {} }] : draft.choices,
              });
            }}
          >
            {DICTIONARY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`dictionary.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <LabelFields
          labels={draft.labels}
          disabled={locked}
          labelKey="dictionary.fields.labelIn"
          onChange={(labels) => set({ labels })}
        />
        {draft.type === 'number' && (
          <>
            <TextField
              label={t('dictionary.fields.unit')}
              value={draft.unit ?? ''}
              disabled={locked}
              onChange={(event) => set({ unit: event.target.value })}
            />
            <TextField
              label={t('dictionary.fields.min')}
              type="number"
              step="any"
              value={draft.min}
              disabled={locked}
              onChange={(event) => set({ min: event.target.value })}
            />
            <TextField
              label={t('dictionary.fields.max')}
              type="number"
              step="any"
              value={draft.max}
              disabled={locked}
              onChange={(event) => set({ max: event.target.value })}
            />
          </>
        )}
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={requiredId}
            type="checkbox"
            className={CHECKBOX}
            checked={draft.required}
            disabled={locked}
            onChange={(event) => set({ required: event.target.checked })}
          />
          <label htmlFor={requiredId} className="text-sm font-medium text-slate-700">
            {t('dictionary.fields.required')}
          </label>
        </div>
      </div>
      {draft.type === 'choice' && (
        <fieldset className="mt-4 min-w-0 border-t border-slate-100 pt-3">
          <legend className="text-sm font-medium text-slate-700">{t('dictionary.fields.choices')}</legend>
          <ul className="mt-2 space-y-3">
            {draft.choices.map((choice, at) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place; their value may be blank or change.
                key={at}
                className="grid grid-cols-1 items-end gap-2 rounded-md bg-slate-50 p-2 sm:grid-cols-[1fr_1fr_1fr_auto]"
              >
                <TextField
                  label={t('dictionary.fields.choiceValue')}
                  translate="no"
                  value={choice.value}
                  disabled={locked}
                  onChange={(event) => setChoice(at, { ...choice, value: event.target.value })}
                />
                <LabelFields
                  labels={choice.labels}
                  disabled={locked}
                  labelKey="dictionary.fields.choiceLabelIn"
                  onChange={(labels) => setChoice(at, { ...choice, labels })}
                />
                <Button
                  variant="secondary"
                  disabled={locked}
                  onClick={() => set({ choices: draft.choices.filter((_, position) => position !== at) })}
                >
                  {t('dictionary.actions.removeChoice')}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-2"
            disabled={locked}
            onClick={() => set({ choices: [...draft.choices, { value: '', labels: {} }] })}
          >
            {t('dictionary.actions.addChoice')}
          </Button>
        </fieldset>
      )}
    </fieldset>
  );
}

function DictionaryEditor({ id }: { id: ProductId }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dictionary = useDictionary(id);
  const { busy, submit } = useSubmit();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const data = dictionary.data;
  const lock = useVersionLock(data?.isFrozen === true);
  // An empty dictionary starts from what the rules read (names, inferred types); saving keeps it.
  const startedFromRules =
    data !== undefined && data !== null && data.variables.length === 0 && data.fromRules.length > 0;
  useEffect(() => {
    if (!data || dirty) return;
    setDrafts((startedFromRules ? data.fromRules : data.variables).map(draftOf));
  }, [data, dirty, startedFromRules]);

  if (dictionary.isError && !data) return <LoadFailed query={dictionary} />;
  if (data === null) return <p className="text-slate-600">{t('dictionary.notFound')}</p>;
  if (!data || !drafts) return <p className="text-slate-500">{t('dictionary.loading')}</p>;
  const frozen = data.isFrozen;
  const locked = lock.locked;

  const change = (next: Draft[]) => {
    setDrafts(next);
    setDirty(true);
  };
  const fill = () => {
    const added = data.fromRules.filter((variable) => !drafts.some((draft) => draft.name.trim() === variable.name));
    if (added.length === 0) toasts.success(t('dictionary.filledNone'));
    else {
      change([...drafts, ...added.map(draftOf)]);
      toasts.success(t('dictionary.filled', { count: added.length }));
    }
  };
  const save = () =>
    submit(
      () =>
        mutate(
          UpdateRatingDictionaryMutation,
          { productId: productIdInput(id), variables: drafts.map((draft) => variableInput(variableOf(draft))) },
          (answer) => answer.result,
        ),
      {
        success: t('dictionary.saved'),
        errorTitle: t('dictionary.saveFailed'),
        onDone: async () => {
          setDirty(false);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: dictionaryKey(id) }),
            rerunTestCases(queryClient, id),
          ]);
        },
      },
    );
  const undeclared = dirty ? [] : data.undeclared;

  return (
    <>
      <PageHeader
        title={t('dictionary.title')}
        subtitle={t('dictionary.variableCount', { count: drafts.length })}
        actions={
          <>
            <Button variant="secondary" disabled={locked} onClick={fill}>
              {t('dictionary.actions.fill')}
            </Button>
            <Button variant="secondary" disabled={locked} onClick={() => change([...drafts, blank()])}>
              {t('dictionary.actions.add')}
            </Button>
            <Button onClick={save} disabled={locked || busy || (!dirty && !startedFromRules)} title={lock.reason}>
              {t('dictionary.actions.save')}
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        {frozen && <FrozenBanner id={id} aspect="dictionary" />}
        {!frozen && lock.reason && <p className="text-sm text-sky-800">{lock.reason}</p>}
        <p className="text-sm text-slate-600">{t('dictionary.help')}</p>
        {startedFromRules && !dirty && (
          <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900">
            {t('dictionary.startedFromRules', { count: data.fromRules.length })}
          </p>
        )}
        {undeclared.length > 0 && (
          <p
            role="status"
            data-testid="dictionary-undeclared"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
          >
            {t('dictionary.undeclared', { names: formatNames(undeclared) })}
          </p>
        )}
        {dirty && <p className="text-sm font-medium text-amber-700">{t('dictionary.unsaved')}</p>}
        {drafts.length === 0 && <p className="text-sm text-slate-500">{t('dictionary.empty')}</p>}
        {drafts.map((draft, index) => (
          <VariableCard
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            locked={locked}
            onChange={(next) => change(drafts.map((other) => (other.key === draft.key ? next : other)))}
            onMove={(by) => {
              const next = [...drafts];
              const [moved] = next.splice(index, 1);
              if (moved) next.splice(index + by, 0, moved);
              change(next);
            }}
            onRemove={() => change(drafts.filter((other) => other.key !== draft.key))}
          />
        ))}
      </div>
    </>
  );
}

/** A product version's variable dictionary: its declared inputs, both locales' labels, fill from the rules. */
export function DictionaryPage() {
  const { t } = useTranslation();
  const id = productIdFromParams(useParams());
  if (!id) return null;
  return (
    <Page>
      <Link to={productPath('info', id)} className="text-sm font-medium text-blue-700 hover:underline">
        ← {t('dictionary.backToProduct')}
      </Link>
      <div className="mt-3">
        <DictionaryEditor id={id} />
      </div>
    </Page>
  );
}
