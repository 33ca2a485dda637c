import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { useZodForm } from '../../ui/useZodForm';
import { emailField } from './email-field';
import { RequestPasswordResetMutation } from './graphql/auth';

const ZForgot = z.object({ email: emailField });

/** Asks for a recovery link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, fieldError } = useZodForm(ZForgot, { email: '' });
  const { busy, submit } = useSubmit();

  const send = handleSubmit(({ email }) =>
    submit(
      () =>
        mutate(
          RequestPasswordResetMutation,
          { tenantId: environment().tenantId, email },
          (data) => data.requestPasswordReset,
        ),
      // The same words whatever went wrong: the answer never tells whether the address has an account.
      { onDone: () => setSentTo(email), onError: () => setError('email', { message: 'errors.general' }) },
    ),
  );

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('login.resetIntro')}</p>
      <TextField label={t('login.email')} type="email" required error={fieldError('email')} {...register('email')} />
      <FormMessage kind="success">{sentTo !== null && t('login.linkSent', { email: sentTo })}</FormMessage>
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
