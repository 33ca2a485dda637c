import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { emailProblem } from './email';
import { RequestPasswordResetMutation } from './graphql/auth';

/** Asks for a recovery link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setError(t(problem));
    setError(null);
    await submit(
      () =>
        mutate(
          RequestPasswordResetMutation,
          { tenantId: environment().tenantId, email: email.trim() },
          (data) => data.requestPasswordReset,
        ),
      // The same words whatever went wrong: the answer never tells whether the address has an account.
      { onDone: () => setSent(true), onError: () => setError(t('errors.general')) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('login.resetIntro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        required
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormMessage kind="success">{sent && t('login.linkSent', { email })}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>
        {t('login.sendLink')}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="block w-full text-center text-sm font-medium text-blue-700 hover:underline"
      >
        {t('login.backToSignIn')}
      </button>
    </form>
  );
}
