import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Outline icons drawn on a 24-unit grid (no emoji: the machines' fonts may lack them).
const AREAS = [
  { key: 'products', to: '/products', icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z' },
  { key: 'templates', to: '/templates', icon: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6' },
  { key: 'files', to: '/files', icon: 'M3 6h6l2 2h10v11H3z' },
  { key: 'apps', to: '/apps', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { key: 'releases', to: '/releases', icon: 'M5 21V4h12l-2.5 4 2.5 4H5' },
  { key: 'kit', to: '/kit', icon: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4' },
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
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="h-9 w-9 rounded-lg bg-blue-50 p-1.5 text-blue-700"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={area.icon} />
            </svg>
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
