import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { execute } from '../../api/client';
import { environment } from '../../api/environment';
import { session } from '../../api/session';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { AuthCard } from './AuthCard';
import { ZEmailField } from './email';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInQuery } from './graphql/auth';

const ZSignIn = z.object({
  email: ZEmailField,
  password: z.string().check(z.minLength(1, 'validation.required')),
});
type TSignIn = z.infer<typeof ZSignIn>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), mode: 'onTouched' });

  if (mode === 'forgot') {
    return (
      <AuthCard title={t('login.resetTitle')}>
        <ForgotPasswordForm onBack={() => setMode('sign-in')} />
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const { tenantId, clientId } = environment();
    try {
      const answer = await execute(SignInQuery, { tenantId, clientId, username: email, password });
      const token = answer.data?.token_2;
      if (!token?.accessToken || !token.refreshToken) {
        setFailure(token?.error === 'too_many_attempts' ? t('login.tooManyAttempts') : t('login.error'));
        return;
      }
      session.store({ accessToken: token.accessToken, refreshToken: token.refreshToken });
      navigate('/dashboard', { replace: true });
    } catch {
      setFailure(t('login.error'));
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          error={fieldError(formState.errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(formState.errors.password?.message)}
          {...register('password')}
        />
        <FormMessage kind="error">{failure}</FormMessage>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
        <button
          type="button"
          onClick={() => setMode('forgot')}
          className="block w-full text-center text-sm font-medium text-blue-700 hover:underline"
        >
          {t('login.forgot')}
        </button>
      </form>
    </AuthCard>
  );
}
