import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LocaleSelect } from './LocaleSelect';
import { TenantMenu } from './TenantMenu';

const ENTRIES = [
  { to: '/apps', label: 'nav.apps' },
  { to: '/templates', label: 'nav.templates' },
  { to: '/files', label: 'nav.files' },
] as const;

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-6">
        <Link to="/dashboard" className="flex items-center gap-2 font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="flex gap-1">
          {ENTRIES.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              className={({ isActive }) =>
                `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(entry.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LocaleSelect />
          <TenantMenu />
        </div>
      </div>
    </header>
  );
}
