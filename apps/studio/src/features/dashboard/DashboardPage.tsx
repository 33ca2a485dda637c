import { INTRO_DELAY_MS } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { ApprovalsSection } from '../approvals/ApprovalsSection';
import { useCan } from '../auth/useCan';
import { AreaCards } from './AreaCards';

export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // "Start building" invites to create: a role that only reads is offered a look at the products instead.
  const canEdit = useCan('edit');
  const [showIntro, setShowIntro] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowIntro(true), INTRO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Page>
      {/* The card's place is kept from the start, so the area cards never move when it appears. */}
      <section
        className={`overflow-hidden rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-6 text-white shadow-xl transition-opacity duration-500 sm:p-10 ${showIntro ? 'opacity-100' : 'invisible opacity-0'}`}
        aria-hidden={!showIntro}
        data-testid="intro-card"
      >
        <h1 className="text-2xl font-bold sm:text-3xl">{t('dashboard.title')}</h1>
        <p className="mt-4 max-w-2xl text-blue-100">{t('dashboard.intro')}</p>
        <Button variant="secondary" className="mt-8" onClick={() => navigate('/products')}>
          {canEdit ? t('dashboard.start') : t('dashboardAreas.browse')} →
        </Button>
      </section>
      <AreaCards />
      <ApprovalsSection />
    </Page>
  );
}
