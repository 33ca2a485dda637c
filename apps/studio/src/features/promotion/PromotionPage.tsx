import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Page, PageHeader } from '../../ui/Page';
import { SelectField } from '../../ui/SelectField';
import { useCan } from '../auth/useCan';
import { ConfirmPlanModal } from './ConfirmPlanModal';
import { ExportBundleButton } from './ExportBundleButton';
import { ImportBundleButton } from './ImportBundleButton';
import { OutcomeNotice } from './OutcomeNotice';
import { useAppOptions, useProductOptions, useTemplateOptions } from './options';
import { PickList } from './PickList';
import { PlanView } from './PlanView';
import { copiedCount } from './plan';
import { SelectionSummary } from './SelectionSummary';
import { type Picked, type Selection, selectionFromSearch, selectionItems, toggle } from './selection';
import { usePromotion, useTargets } from './usePromotion';

/** Promote: choose a target environment and what to copy, compare, then promote (all or nothing). */
export function PromotionPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const [params] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(() => selectionFromSearch(params));
  const [targetId, setTargetId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const targets = useTargets();
  const items = selectionItems(selection);
  const input = targetId && items.length > 0 ? { targetTenantId: targetId, items } : null;
  const flow = usePromotion(input);
  const onToggle = (picked: Picked) => setSelection((current) => toggle(current, picked));
  const targetLabel = (option: { tenantId: string; name: string }) =>
    t('promotion.targetLabel', {
      environment: t(`tenant.environment.${option.name}`, { defaultValue: option.name }),
      tenantId: option.tenantId,
    });
  const target = targets.data?.find((option) => option.tenantId === targetId);
  const targetName = target ? targetLabel(target) : targetId;
  const plan = flow.current ? flow.plan.data : undefined;
  const copied = plan ? copiedCount(plan.entries) : 0;
  const blocked = !plan || plan.errors.length > 0 || copied === 0;

  if (!canEdit)
    return (
      <Page>
        <PageHeader title={t('promotion.title')} />
        <p className="text-sm text-slate-600">{t('promotion.notAllowed')}</p>
      </Page>
    );
  return (
    <Page>
      <PageHeader
        title={t('promotion.title')}
        subtitle={t('promotion.subtitle', { tenant: environment().tenantId })}
        actions={
          <>
            <ExportBundleButton items={items} />
            <ImportBundleButton />
          </>
        }
      />
      <div className="mb-6 max-w-md">
        {targets.isError && !targets.data ? (
          <LoadFailed query={targets} />
        ) : (
          <SelectField
            label={t('promotion.target')}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
            placeholder={targets.data ? t('promotion.targetPlaceholder') : t('promotion.loading')}
            options={(targets.data ?? []).map((option) => ({ value: option.tenantId, label: targetLabel(option) }))}
          />
        )}
        {targets.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('promotion.noTargets')}</p>}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <PickList kind="product" useOptions={useProductOptions} selection={selection} onToggle={onToggle} />
        <PickList kind="template" useOptions={useTemplateOptions} selection={selection} onToggle={onToggle} />
        <PickList kind="app" useOptions={useAppOptions} selection={selection} onToggle={onToggle} />
      </div>
      <SelectionSummary selection={selection} onToggle={onToggle} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={flow.compare} disabled={!input || flow.plan.isFetching}>
          {flow.plan.isFetching ? t('promotion.comparing') : t('promotion.compare')}
        </Button>
        {flow.compared && !flow.current && <p className="text-sm text-amber-800">{t('promotion.stale')}</p>}
      </div>
      <OutcomeNotice outcome={flow.outcome} />
      {flow.current && flow.plan.isError && !flow.plan.data && <LoadFailed query={flow.plan} />}
      {plan && (
        <section className="mt-6" aria-labelledby="promotion-plan-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="promotion-plan-title" className="text-lg font-semibold text-slate-900">
              {t('promotion.plan.title', { target: targetName })}
            </h2>
            <Button onClick={() => setConfirming(true)} disabled={blocked || flow.busy}>
              {t('promotion.promote')}
            </Button>
          </div>
          <PlanView plan={plan} errorsTitle={t('promotion.plan.errors')} />
          <ConfirmPlanModal
            open={confirming}
            title={t('promotion.confirm.title', { target: targetName })}
            help={t('promotion.confirm.help', { target: targetName })}
            submitLabel={t('promotion.promote')}
            workingLabel={t('promotion.confirm.working')}
            plan={plan}
            busy={flow.busy}
            onClose={() => setConfirming(false)}
            onConfirm={() => void flow.promote(copied, targetName).finally(() => setConfirming(false))}
          />
        </section>
      )}
    </Page>
  );
}
