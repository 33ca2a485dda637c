import { useTranslation } from 'react-i18next';

/** Shown when the host cannot be resolved to a tenant: nothing else can work then. */
export function StartupFailure() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <section role="alert" className="max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow">
        <h1 className="text-lg font-semibold text-red-700">{t('startup.unknownHost')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('startup.envConfig')}</p>
      </section>
    </main>
  );
}
