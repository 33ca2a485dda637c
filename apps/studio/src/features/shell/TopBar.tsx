import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { PAGE_WIDTH } from '../../ui/Page';
import { DecisionNotices } from '../approvals/DecisionNotices';
import { LocaleSelect } from './LocaleSelect';
import { TenantMenu } from './TenantMenu';

/** The pages staff open daily come first: one click from anywhere. */
const ENTRIES = [
  { to: '/products', label: 'nav.products' },
  { to: '/releases', label: 'nav.releases' },
  { to: '/apps', label: 'nav.apps' },
  { to: '/templates', label: 'nav.templates' },
  { to: '/files', label: 'nav.files' },
  { to: '/outbox', label: 'outbox.nav' },
] as const;

function NavEntries({ stacked }: { stacked: boolean }) {
  const { t } = useTranslation();
  return ENTRIES.map((entry) => (
    <NavLink
      key={entry.to}
      to={entry.to}
      className={({ isActive }) =>
        `rounded-md px-3 ${stacked ? 'py-2.5 text-base' : 'py-1.5 text-sm'} font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`
      }
    >
      {t(entry.label)}
    </NavLink>
  ));
}

/** The studio's top bar; below the lg breakpoint (six links no longer fit) its links, language and tenant fold into a menu. */
export function TopBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the folded menu closes whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className={`${PAGE_WIDTH} flex h-14 items-center gap-4 lg:gap-6`}>
        <Link to="/dashboard" className="flex shrink-0 items-center gap-2 font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden gap-1 lg:flex">
          <NavEntries stacked={false} />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:gap-3">
          <DecisionNotices />
          <div className="hidden items-center gap-3 lg:flex">
            <LocaleSelect />
            <TenantMenu />
          </div>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="top-bar-menu"
          aria-label={t('nav.menu')}
          onClick={() => setOpen(!open)}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {open && (
        <div id="top-bar-menu" className="border-t border-slate-200 lg:hidden">
          <div className={`${PAGE_WIDTH} flex flex-col gap-3 py-3`}>
            <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
              <NavEntries stacked />
            </nav>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <LocaleSelect />
              <TenantMenu />
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
