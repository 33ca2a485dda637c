import { EXPLORER_SEARCH_DEBOUNCE_MS, formatFileSize } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { TextField } from '../../../ui/TextField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { SearchFilesQuery } from '../graphql/files';

/** Searches the bucket by key pattern (debounced 500 ms); choosing a result opens its folder. */
export function SearchPanel({
  bucketName,
  term,
  onTermChange,
  onChoose,
  onClose,
}: {
  bucketName: string;
  /** The term is the caller's (the files page keeps it in the URL). */
  term: string;
  onTermChange: (term: string) => void;
  onChoose: (key: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pattern = useDebouncedValue(term.trim(), EXPLORER_SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['files', 'search', bucketName, pattern],
    enabled: pattern !== '',
    queryFn: async () => (await request(SearchFilesQuery, { bucketName, keyPattern: pattern })).searchFiles,
  });
  return (
    <section aria-label={t('files.search.title')} className="border-b border-slate-200 bg-white px-4 py-4">
      <div className="flex items-end gap-3">
        <TextField
          className="flex-1"
          label={t('files.search.label', { bucket: bucketName })}
          placeholder={t('files.search.placeholder')}
          hint={t('files.search.hint')}
          value={term}
          type="search"
          autoFocus
          onChange={(event) => onTermChange(event.target.value)}
        />
        <button
          type="button"
          onClick={onClose}
          className="mb-6 rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-100"
        >
          {t('files.search.close')}
        </button>
      </div>
      {pattern !== '' && (
        <div className="mt-2" aria-live="polite">
          {results.isFetching && !results.data ? (
            <p className="text-sm text-slate-500">{t('files.search.searching')}</p>
          ) : (results.data ?? []).length === 0 ? (
            <p className="text-sm text-slate-500">{t('files.search.noResults', { term: pattern })}</p>
          ) : (
            <ul
              className="max-h-64 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200"
              data-testid="search-results"
            >
              {(results.data ?? []).map((file) => (
                <li key={file.key}>
                  <button
                    type="button"
                    onClick={() => onChoose(file.key)}
                    className="flex w-full items-center justify-between gap-4 px-3 py-2 text-left text-sm hover:bg-blue-50"
                  >
                    <span>
                      <span className="font-medium text-slate-900">{file.fileName}</span>
                      <span className="ml-2 font-mono text-xs text-slate-500">{file.key}</span>
                    </span>
                    <span className="text-xs text-slate-500">{formatFileSize(file.size)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
