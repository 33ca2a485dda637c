import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { execute } from '../../api/client';
import { environment } from '../../api/environment';
import { session } from '../../api/session';
import { loadChunk } from '../../app/chunk-load';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { AuthCard } from './AuthCard';
import { emailProblem } from './email';
import { SignInQuery } from './graphql/auth';

// Its form library comes when someone asks for a recovery link, not with the sign-in page.
const ForgotPasswordForm = lazy(() =>
  loadChunk(() => import('./ForgotPasswordForm')).then((module) => ({ default: module.ForgotPasswordForm })),
);

type Field = 'email' | 'password';
const PROBLEMS: Record<Field, (value: string) => string | null> = {
  email: emailProblem,
  password: (value) => (value === '' ? 'validation.required' : null),
};

/**
 * The sign-in form's two fields, each checked when it is left and again on submit (the first screen
 * most people load, so it stays plain React state).
 */
function useSignInFields() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = (field: Field, value = values[field]) => {
    const problem = PROBLEMS[field](value);
    setErrors((current) => ({ ...current, [field]: problem ?? undefined }));
    return problem === null;
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) check(name, value);
    },
    onBlur: () => check(name),
  });
  const checkAll = () => [check('email'), check('password')].every(Boolean);
  return { values, errors, field, checkAll };
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const { values, errors, field, checkAll } = useSignInFields();

  if (mode === 'forgot') {
    return (
      <AuthCard title={t('login.resetTitle')}>
        <Suspense>
          <ForgotPasswordForm onBack={() => setMode('sign-in')} />
        </Suspense>
      </AuthCard>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!checkAll()) return;
    setFailure(null);
    const { tenantId, clientId } = environment();
    await submit(
      async () => {
        const username = values.email.trim();
        const answer = await execute(SignInQuery, { tenantId, clientId, username, password: values.password });
        const token = answer.data?.token_2;
        if (!token?.accessToken || !token.refreshToken) {
          setFailure(token?.error === 'too_many_attempts' ? t('login.tooManyAttempts') : t('login.error'));
          return false;
        }
        session.store({ accessToken: token.accessToken, refreshToken: token.refreshToken });
        navigate('/dashboard', { replace: true });
      },
      { onError: () => setFailure(t('login.error')) },
    );
  };

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          error={fieldError(errors.email)}
          {...field('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(errors.password)}
          {...field('password')}
        />
        <FormMessage kind="error">{failure}</FormMessage>
        <Button type="submit" className="w-full" disabled={busy}>
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
