import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const AREAS = [
  { key: 'products', to: '/products', icon: '🛡️' },
  { key: 'templates', to: '/templates', icon: '📄' },
  { key: 'files', to: '/files', icon: '🗂️' },
  { key: 'apps', to: '/apps', icon: '🧩' },
  { key: 'releases', to: '/releases', icon: '🚀' },
  { key: 'kit', to: '/kit', icon: '🎛️' },
] as const;

/** One card per area of the studio, so the dashboard leads everywhere (products are not in the top bar). */
export function AreaCards() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboardAreas.label')} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {AREAS.map((area) => (
        <Link
          key={area.key}
          to={area.to}
          className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <div className="flex items-center gap-3">
            <span aria-hidden className="text-2xl">
              {area.icon}
            </span>
            <h2 className="font-semibold text-slate-900 group-hover:text-blue-800">
              {t(`dashboardAreas.${area.key}.title`)}
            </h2>
          </div>
          <p className="mt-2 text-sm text-slate-600">{t(`dashboardAreas.${area.key}.body`)}</p>
        </Link>
      ))}
    </nav>
  );
}
