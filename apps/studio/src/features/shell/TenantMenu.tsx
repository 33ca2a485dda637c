import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useCan } from '../auth/useCan';
import { logout } from './logout';

/** The current tenant, and a menu: users (for an admin), approval settings, logging out. */
export function TenantMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { tenantId, environment: stage } = environment();
  const canAdminister = useCan('administer');
  const canEdit = useCan('edit');
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('tenant.menu')}
        className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm hover:bg-slate-50"
      >
        <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden />
        <span className="font-medium text-slate-900" data-testid="current-tenant" translate="no">
          {tenantId}
        </span>
        <span className="text-slate-500">{t(`tenant.environment.${stage}`, { defaultValue: stage })}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('tenant.menu')} size="sm">
        <p className="mb-4 text-sm text-slate-600">
          {t('tenant.current')}: <strong>{tenantId}</strong>
        </p>
        {canAdminister && (
          <Link
            to="/settings/users"
            onClick={() => setOpen(false)}
            className="mb-1 block rounded-md px-3 py-2 text-sm text-blue-700 hover:bg-slate-50"
            data-testid="tenant-menu-users"
          >
            {t('users.nav')}
          </Link>
        )}
        {canEdit && (
          <Link
            to="/promotion"
            onClick={() => setOpen(false)}
            className="mb-1 block rounded-md px-3 py-2 text-sm text-blue-700 hover:bg-slate-50"
            data-testid="tenant-menu-promotion"
          >
            {t('promotion.nav')}
          </Link>
        )}
        <Link
          to="/audit"
          onClick={() => setOpen(false)}
          className="mb-1 block rounded-md px-3 py-2 text-sm text-blue-700 hover:bg-slate-50"
          data-testid="tenant-menu-audit"
        >
          {t('audit.nav')}
        </Link>
        <Link
          to="/settings/approvals"
          onClick={() => setOpen(false)}
          className="mb-3 block rounded-md px-3 py-2 text-sm text-blue-700 hover:bg-slate-50"
        >
          {t('approvals.settings.link')}
        </Link>
        <Button variant="secondary" className="w-full" onClick={() => void logout()}>
          {t('tenant.logout')}
        </Button>
      </Modal>
    </>
  );
}
