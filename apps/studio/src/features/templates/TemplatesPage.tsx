import { TEMPLATE_LIST_PAGE_SIZE, TEMPLATE_SEARCH_DEBOUNCE_MS } from '@carrier/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { useLocalizedText } from '../../i18n/localized';
import { Button } from '../../ui/Button';
import { ListTable } from '../../ui/ListTable';
import { pageRange } from '../../ui/list-paging';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useLoad } from '../../ui/useLoad';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { useCan } from '../auth/useCan';
import { CreateTemplateModal } from './CreateTemplateModal';
import { templateKinds } from './editors';
import { TemplatesListQuery } from './graphql/templates';
import { TemplateRow } from './TemplateRow';
import { templateWhere } from './template-search';

/** ViewTemplatesHome: type filter, search, the table of templates and paging. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const inLocale = useLocalizedText();
  const canEdit = useCan('edit');
  const [search, setSearch] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const settledSearch = useDebouncedValue(search, TEMPLATE_SEARCH_DEBOUNCE_MS);
  const list = useLoad({
    queryKey: ['templates', 'list', settledSearch, types, page],
    queryFn: async () =>
      (
        await request(TemplatesListQuery, {
          where: templateWhere(settledSearch, types),
          limit: TEMPLATE_LIST_PAGE_SIZE,
          skip: page * TEMPLATE_LIST_PAGE_SIZE,
        })
      ).templates,
    placeholderData: keepPreviousData,
  });
  const total = list.data?.totalCount ?? 0;
  const templates = (list.data?.list ?? []).filter((template) => template !== null);
  // A row is about 64 px (a name and a description line); past the threshold the window is placed by it.
  const rows = useVirtualRows({ count: templates.length, rowHeight: 64 });
  const { from, to, pages } = pageRange(page, TEMPLATE_LIST_PAGE_SIZE, total);
  const toggleType = (type: string) => {
    setTypes(types.includes(type) ? types.filter((item) => item !== type) : [...types, type]);
    setPage(0);
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('templates.list.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {canEdit && (
            <Link to="/templates/runs" className="text-sm font-medium text-blue-700 hover:underline">
              {t('documentRuns.title')}
            </Link>
          )}
          {canEdit && <Button onClick={() => setCreating(true)}>+ {t('templates.list.create')}</Button>}
        </div>
      </div>

      <div className="mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('templates.list.filter')}
          </legend>
          {templateKinds.map((kind) => (
            <label key={kind.type} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={types.includes(kind.type)} onChange={() => toggleType(kind.type)} />
              {inLocale(kind.name)}
            </label>
          ))}
        </fieldset>
        <div className="relative">
          <input
            type="search"
            value={search}
            aria-label={t('templates.list.search')}
            placeholder={t('templates.list.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 pr-10 text-sm shadow-sm focus:outline-2 focus:outline-blue-600"
          />
          {search && (
            <button
              type="button"
              aria-label={t('templates.list.clear')}
              onClick={() => {
                setSearch('');
                setPage(0);
              }}
              className="absolute inset-y-0 right-0 px-3 text-slate-500 hover:text-slate-800"
            >
              ✕
            </button>
          )}
        </div>
      </div>

      <ListTable
        className="min-w-[44rem]"
        dimmed={list.isPlaceholderData}
        busy={list.isFetching}
        columns={[
          { key: 'name', label: t('templates.fields.name') },
          { key: 'type', label: t('templates.fields.type') },
          { key: 'logicalId', label: t('templates.fields.logicalId') },
          { key: 'created', label: t('templates.list.created') },
          { key: 'lastModified', label: t('templates.list.lastModified') },
        ]}
        failed={list.isError && !list.data && list}
        message={
          list.isPending ? t('templates.loading') : list.data?.list?.length === 0 ? t('templates.list.empty') : null
        }
        rows={rows}
        rowKey={(index) => templates[index]?.id ?? index}
        renderRow={(index) => {
          const template = templates[index];
          return template && <TemplateRow template={template} />;
        }}
      />
      <nav
        aria-label={t('templates.list.paging')}
        className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
      >
        {/* No count before the first answer (or after a failed one): it would claim 0 templates. */}
        <span>{list.data ? t('templates.list.showing', { from: total ? from : 0, to, total }) : null}</span>
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="px-3 py-1" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('templates.list.previous')}
          </Button>
          <span>{t('templates.list.page', { page: page + 1, pages })}</span>
          <Button
            variant="secondary"
            className="px-3 py-1"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('templates.list.next')}
          </Button>
        </div>
      </nav>
      <CreateTemplateModal open={creating} onClose={() => setCreating(false)} />
    </main>
  );
}
