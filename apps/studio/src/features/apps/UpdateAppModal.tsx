import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { type TUpdateAppForm, ZUpdateAppForm } from './app-form';
import { UpdateAppMutation } from './graphql/apps';
import { appKey } from './useApp';

type Props = { open: boolean; appId: string; initial: TUpdateAppForm; onClose: () => void };

/** Name, URL pattern and the invitation sender of an app; a second submit waits for the first. */
export function UpdateAppModal({ open, appId, initial, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useModalForm(ZUpdateAppForm, initial, open);
  const { submit } = useSubmit();

  const update = handleSubmit(async (values) => {
    await submit(
      () =>
        mutate(
          UpdateAppMutation,
          {
            appId,
            input: {
              appName: values.appName,
              email: values.email,
              emailSenderName: values.emailSenderName,
              urlRouting: { regexPattern: values.regexPattern },
            },
          },
          (data) => data.updateApp,
          t('apps.toasts.updateFailed'),
        ),
      { success: t('apps.toasts.updated'), onDone: onClose },
    );
    // Saved or not, the app is read again.
    await queryClient.invalidateQueries({ queryKey: appKey(appId) });
    await queryClient.invalidateQueries({ queryKey: ['apps', 'list'] });
  });

  const error = (message?: string) => (message ? t(message) : undefined);
  return (
    <FormModal
      open={open}
      title={t('apps.update.title')}
      onClose={onClose}
      cancelLabel={t('apps.update.cancel')}
      submitLabel={t('apps.update.submit')}
      onSubmit={update}
      busy={formState.isSubmitting}
      className="space-y-4"
    >
      <TextField
        label={t('apps.update.name')}
        required
        error={error(formState.errors.appName?.message)}
        {...register('appName')}
      />
      <TextField
        label={t('apps.update.url')}
        error={error(formState.errors.regexPattern?.message)}
        {...register('regexPattern')}
      />
      <TextField
        label={t('apps.update.email')}
        type="email"
        error={error(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('apps.update.emailSenderName')}
        error={error(formState.errors.emailSenderName?.message)}
        {...register('emailSenderName')}
      />
    </FormModal>
  );
}
