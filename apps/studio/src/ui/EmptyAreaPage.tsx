import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './Page';

/** The honest page of an area whose issue has not landed yet. */
export function EmptyAreaPage({ areaKey, testId }: { areaKey: string; testId?: string }) {
  const { t } = useTranslation();
  const area = t(`areas.${areaKey}`);
  return (
    <Page testId={testId}>
      <section className="mx-auto mt-6 max-w-xl rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center sm:mt-10 sm:p-10">
        <h1 className="text-xl font-semibold text-slate-900">{t('empty.title', { area })}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('empty.body')}</p>
        <Link to="/dashboard" className="mt-6 inline-block text-sm font-medium text-blue-700 hover:underline">
          {t('empty.back')}
        </Link>
      </section>
    </Page>
  );
}
