import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { logout } from './logout';

/** The current tenant, and a menu whose only action is logging out. */
export function TenantMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { tenantId, environment: stage } = environment();
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
        <Button variant="secondary" className="w-full" onClick={() => void logout()}>
          {t('tenant.logout')}
        </Button>
      </Modal>
    </>
  );
}
