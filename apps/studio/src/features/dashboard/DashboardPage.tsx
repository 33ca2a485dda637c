import { INTRO_DELAY_MS } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { AreaCards } from './AreaCards';

export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showIntro, setShowIntro] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowIntro(true), INTRO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      {showIntro && (
        <section
          className="overflow-hidden rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-10 text-white shadow-xl"
          data-testid="intro-card"
        >
          <h1 className="text-3xl font-bold">{t('dashboard.title')}</h1>
          <p className="mt-4 max-w-2xl text-blue-100">{t('dashboard.intro')}</p>
          <Button variant="secondary" className="mt-8" onClick={() => navigate('/products')}>
            {t('dashboard.start')} →
          </Button>
        </section>
      )}
      <AreaCards />
    </main>
  );
}
