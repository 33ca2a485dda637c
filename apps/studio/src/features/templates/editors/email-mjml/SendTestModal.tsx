import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../../../api/client';
import { FormModal } from '../../../../ui/FormModal';
import { TextField } from '../../../../ui/TextField';
import { useModalForm } from '../../../../ui/useModalForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { emailField } from '../../../auth/email-field';
import { CodeArea } from '../../shell/Accordion';
import { SendTestEmailMutation } from './graphql';

const isJsonObject = (text: string) => {
  try {
    const value = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** Messages are i18n keys. */
const ZSendTest = z.object({
  to: emailField,
  variables: z.string().refine(isJsonObject, 'emailMjml.send.variablesInvalid'),
});

/**
 * Sends the saved template as a test email: the recipient and the variables its query runs with, which
 * start as the preview's.
 */
export function SendTestModal({
  open,
  templateId,
  initialVariables,
  onClose,
}: {
  open: boolean;
  templateId: string;
  /** The preview's GraphQL variables (JSON text). */
  initialVariables: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = { to: '', variables: initialVariables.trim() === '' ? '{}' : initialVariables };
  const { register, control, handleSubmit, trigger, formState, setError, fieldError } = useModalForm(
    ZSendTest,
    values,
    open,
  );
  const { busy, submit } = useSubmit();

  const send = handleSubmit(({ to, variables }) =>
    submit(
      () =>
        mutate(
          SendTestEmailMutation,
          {
            input: {
              type: 'testMjmlTemplate',
              emailMessage: {
                to,
                templateRendering: {
                  templateId,
                  input: { name: 'data', variablesJsonString: variables.trim() || '{}' },
                },
              },
            },
          },
          (data) => data.sendNotification,
        ),
      {
        success: t('emailMjml.send.sent', { to }),
        onDone: onClose,
        onError: (message) => setError('root', { message }),
      },
    ),
  );

  const variablesError = fieldError('variables');
  return (
    <FormModal
      open={open}
      title={t('emailMjml.send.title')}
      onClose={onClose}
      cancelLabel={t('templates.actions.cancel')}
      submitLabel={t('emailMjml.send.send')}
      onSubmit={send}
      busy={busy}
      className="space-y-4"
    >
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
        {t('emailMjml.send.savedOnly')}
      </p>
      <TextField
        label={t('emailMjml.send.recipient')}
        type="email"
        required
        autoComplete="email"
        error={fieldError('to')}
        {...register('to')}
      />
      <Controller
        control={control}
        name="variables"
        render={({ field }) => (
          <CodeArea
            label={t('emailMjml.send.variables')}
            value={field.value}
            onChange={(text) => {
              field.onChange(text);
              // The JSON is checked as it is typed.
              void trigger('variables');
            }}
            rows={5}
            invalid={variablesError !== undefined}
            testId="send-test-variables"
          />
        )}
      />
      {variablesError && <p className="text-sm text-red-700">{variablesError}</p>}
      <p className="text-xs text-slate-500">{t('emailMjml.send.hint')}</p>
      {formState.errors.root && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {formState.errors.root.message}
        </p>
      )}
    </FormModal>
  );
}
