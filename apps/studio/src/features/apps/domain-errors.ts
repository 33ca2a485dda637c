import type { TFunction } from 'i18next';

type Answer = {
  status: string | null;
  errors_2?: readonly ({ code: string | null; message: string | null } | null)[] | null;
};

/** A domain mutation's first problem in the studio's locale (`apps.domains.errors.<code>`), else the server's words. */
export function domainProblem(t: TFunction, answer: Answer | null | undefined): string | null {
  if (answer?.status === 'success') return null;
  const first = answer?.errors_2?.[0];
  const fallback = first?.message ?? t('apps.domains.errors.failed');
  return first?.code ? t(`apps.domains.errors.${first.code}`, { defaultValue: fallback }) : fallback;
}
