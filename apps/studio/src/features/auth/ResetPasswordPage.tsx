import { MIN_PASSWORD_LENGTH } from '@carrier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mutate } from '../../api/client';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation } from './graphql/auth';

/** Where the recovery link lands: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(t('login.passwordTooShort'));
    if (password !== repeat) return setError(t('login.passwordsDiffer'));
    setError(null);
    await submit(
      () =>
        mutate(
          ResetPasswordMutation,
          { tenantId: environment().tenantId, token, newPassword: password },
          (data) => data.resetPassword,
        ),
      {
        success: t('login.passwordChanged'),
        onDone: () => navigate('/login', { replace: true }),
        onError: setError,
      },
    );
  };

  return (
    <AuthCard title={t('login.newPasswordTitle')}>
      {token ? (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('login.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('login.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <FormMessage kind="error">{error}</FormMessage>
          <Button type="submit" className="w-full" disabled={busy}>
            {t('login.setPassword')}
          </Button>
        </form>
      ) : (
        <FormMessage kind="error">{t('login.missingToken')}</FormMessage>
      )}
      <Link to="/login" className="mt-4 block text-center text-sm font-medium text-blue-700 hover:underline">
        {t('login.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
