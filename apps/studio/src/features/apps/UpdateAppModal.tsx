import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { type TUpdateAppForm, ZUpdateAppForm } from './app-form';
import { UpdateAppMutation } from './graphql/apps';
import { appKey } from './useApp';

type Props = { open: boolean; appId: string; initial: TUpdateAppForm; onClose: () => void };

/** Name, URL pattern and the invitation sender of an app; a second submit waits for the first. */
export function UpdateAppModal({ open, appId, initial, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<TUpdateAppForm>({
    resolver: zodResolver(ZUpdateAppForm),
    mode: 'onTouched',
    defaultValues: initial,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await mutate(
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
      );
      toasts.success(t('apps.toasts.updated'));
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: appKey(appId) });
      await queryClient.invalidateQueries({ queryKey: ['apps', 'list'] });
    }
  });

  const error = (message?: string) => (message ? t(message) : undefined);
  return (
    <Modal
      open={open}
      title={t('apps.update.title')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('apps.update.cancel')}
          onCancel={onClose}
          submitLabel={t('apps.update.submit')}
          form="update-app-form"
          disabled={formState.isSubmitting}
        />
      }
    >
      <form id="update-app-form" onSubmit={submit} noValidate className="space-y-4">
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
      </form>
    </Modal>
  );
}
