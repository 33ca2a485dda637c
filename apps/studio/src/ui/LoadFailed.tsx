import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message';
import { Button } from './Button';

type Props = {
  /** The failed query (or anything with its error and a way to ask again). */
  query: { error: unknown; refetch: () => unknown; isFetching?: boolean };
  className?: string;
};

/** A list or detail that could not be loaded: says so, why in the user's words, and offers to try again. */
export function LoadFailed({ query, className = '' }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="load-failed"
      className={`flex flex-col items-center gap-3 py-8 text-center ${className}`}
    >
      <p className="text-sm text-slate-700">
        <span className="font-medium text-red-700">{t('errors.loadFailed')}</span> {errorMessage(query.error)}
      </p>
      <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
