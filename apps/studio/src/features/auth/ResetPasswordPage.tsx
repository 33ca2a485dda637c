import { MIN_PASSWORD_LENGTH } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { useZodForm } from '../../ui/useZodForm';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation } from './graphql/auth';

/** A new password, long enough, typed twice alike. Messages are i18n keys. */
const ZNewPassword = z
  .object({
    password: z.string().min(1, 'validation.required').min(MIN_PASSWORD_LENGTH, 'login.passwordTooShort'),
    repeat: z.string().min(1, 'validation.required'),
  })
  .refine(({ password, repeat }) => repeat === '' || password === repeat, {
    path: ['repeat'],
    message: 'login.passwordsDiffer',
  });

/** Where the recovery link lands: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState, setError, fieldError } = useZodForm(ZNewPassword, {
    password: '',
    repeat: '',
  });
  const { busy, submit } = useSubmit();

  const save = handleSubmit(({ password }) =>
    submit(
      () =>
        mutate(
          ResetPasswordMutation,
          { tenantId: environment().tenantId, token, newPassword: password },
          (data) => data.resetPassword,
        ),
      {
        success: t('login.passwordChanged'),
        onDone: () => navigate('/login', { replace: true }),
        onError: (message) => setError('root', { message }),
      },
    ),
  );

  return (
    <AuthCard title={t('login.newPasswordTitle')}>
      {token ? (
        <form onSubmit={save} noValidate className="space-y-4">
          <TextField
            label={t('login.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={fieldError('password')}
            {...register('password')}
          />
          <TextField
            label={t('login.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={fieldError('repeat')}
            {...register('repeat')}
          />
          <FormMessage kind="error">{formState.errors.root?.message}</FormMessage>
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
