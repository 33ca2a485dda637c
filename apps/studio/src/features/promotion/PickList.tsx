import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { Options, useProductOptions } from './options';
import { describeItem, type ItemKind, type Picked, type Selection } from './selection';

type Props = {
  kind: ItemKind;
  /** The kind's options for a search term (useProductOptions, useTemplateOptions, useAppOptions). */
  useOptions: typeof useProductOptions;
  selection: Selection;
  onToggle: (picked: Picked) => void;
};

const Row = memo(function Row({
  picked,
  checked,
  onToggle,
}: {
  picked: Picked;
  checked: boolean;
  onToggle: (picked: Picked) => void;
}) {
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
        <input type="checkbox" className="mt-0.5" checked={checked} onChange={() => onToggle(picked)} />
        <span className="min-w-0 break-words" translate="no">
          {picked.label}
          {picked.kind === 'product' && (
            <span className="block font-mono text-xs text-slate-500">{describeItem(picked.item)}</span>
          )}
        </span>
      </label>
    </li>
  );
});

function OptionRows({
  query,
  searched,
  selection,
  onToggle,
}: { query: ReturnType<Props['useOptions']>; searched: boolean } & Omit<Props, 'kind' | 'useOptions'>) {
  const { t } = useTranslation();
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  const data: Options | undefined = query.data;
  if (!data) return <p className="px-3 py-4 text-sm text-slate-500">{t('promotion.pick.loading')}</p>;
  if (data.options.length === 0)
    return (
      <p className="px-3 py-4 text-sm text-slate-500">{t(searched ? 'promotion.pick.none' : 'promotion.pick.empty')}</p>
    );
  return (
    <>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto" aria-busy={query.isFetching}>
        {data.options.map((picked) => (
          <Row key={picked.key} picked={picked} checked={selection.has(picked.key)} onToggle={onToggle} />
        ))}
      </ul>
      {data.total > data.options.length && (
        <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
          {t('promotion.pick.more', { shown: data.options.length, total: data.total })}
        </p>
      )}
    </>
  );
}

/** One kind's searchable list with a checkbox per item. */
export function PickList({ kind, useOptions, selection, onToggle }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useOptions(useDebouncedValue(search, 300));
  return (
    <section
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={t(`promotion.pick.${kind}.title`)}
    >
      <div className="border-b border-slate-200 p-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t(`promotion.pick.${kind}.title`)}</h3>
        <TextField
          label={t(`promotion.pick.${kind}.search`)}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <OptionRows query={query} searched={search.trim() !== ''} selection={selection} onToggle={onToggle} />
    </section>
  );
}
