import { APP_TEMPLATES, APP_TEST_DOMAIN, DEFAULT_ROUTE_PATTERN, toCamelCase, toKebabCase } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { useModalForm } from '../../ui/useModalForm';
import { addHost, createApp } from './app-actions';
import { formHost, type TCreateAppForm, ZCreateAppForm } from './app-form';
import { tenantHostsKey, useTenantHosts } from './useTenantHosts';

const EMPTY: TCreateAppForm = {
  appName: '',
  appId: '',
  template: 'blank',
  domainMode: 'existing',
  host: '',
  subdomain: '',
  routePattern: DEFAULT_ROUTE_PATTERN,
};

/** Create an app: name, camel-case app id, kind, domain (a free host or a new subdomain) and route pattern. */
export function CreateAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hosts = useTenantHosts(open);
  // The studio's own hosts (localhost...) never serve an app.
  const freeHosts = (hosts.data ?? []).filter((entry) => !entry.appId && !entry.studioHost).map((entry) => entry.host);
  const appIdEdited = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, setError, watch } = useModalForm(ZCreateAppForm, EMPTY, open);

  useEffect(() => {
    if (!open) return;
    appIdEdited.current = false;
    setFailure(null);
  }, [open]);
  const noFreeHost = hosts.isSuccess && freeHosts.length === 0;
  useEffect(() => {
    if (open && noFreeHost) setValue('domainMode', 'new');
  }, [open, noFreeHost, setValue]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const host = formHost(values);
    if (values.domainMode === 'new' && !freeHosts.includes(host)) {
      try {
        await addHost(host, t('apps.toasts.hostAddFailed'));
      } catch (error) {
        setError('subdomain', { message: errorMessage(error) });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: tenantHostsKey });
      toasts.success(t('apps.toasts.hostAdded', { host }));
      setValue('domainMode', 'existing');
      setValue('host', host);
    }
    try {
      await createApp({ ...values, host }, t('apps.toasts.createFailed'));
    } catch (error) {
      setFailure(errorMessage(error));
      toasts.error(t('apps.toasts.createFailed'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['apps'] });
    toasts.success(t('apps.toasts.created'));
    onClose();
  });

  const error = (message?: string) => (message ? t(message, { defaultValue: message }) : undefined);
  const nameField = register('appName', {
    onChange: (event) => {
      if (!appIdEdited.current)
        setValue('appId', toCamelCase(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const appIdField = register('appId', { onChange: () => (appIdEdited.current = true) });
  const subdomainField = register('subdomain');
  const [domainMode, subdomain, host, routePattern] = watch(['domainMode', 'subdomain', 'host', 'routePattern']);
  const previewHost = domainMode === 'new' ? `${subdomain || '…'}.${APP_TEST_DOMAIN}` : host;

  return (
    <FormModal
      open={open}
      title={t('apps.create.title')}
      onClose={onClose}
      size="lg"
      cancelLabel={t('apps.create.cancel')}
      submitLabel={t('apps.create.submit')}
      onSubmit={submit}
      busy={formState.isSubmitting}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('apps.fields.name')}
        required
        error={error(formState.errors.appName?.message)}
        {...nameField}
      />
      <TextField
        label={t('apps.fields.appId')}
        required
        hint={t('apps.create.appIdHint')}
        error={error(formState.errors.appId?.message)}
        {...appIdField}
        onBlur={(event) => {
          setValue('appId', toCamelCase(event.target.value));
          return appIdField.onBlur(event);
        }}
      />
      <SelectField
        className="sm:col-span-2"
        label={t('apps.fields.template')}
        options={APP_TEMPLATES.map((template) => ({ value: template, label: t(`apps.templates.${template}`) }))}
        {...register('template')}
      />
      {domainMode === 'existing' ? (
        <div className="sm:col-span-2">
          <SelectField
            label={t('apps.fields.domain')}
            required
            placeholder={t('apps.create.chooseDomain')}
            options={freeHosts.map((free) => ({ value: free, label: free }))}
            error={error(formState.errors.host?.message)}
            {...register('host')}
          />
          <button
            type="button"
            className="mt-2 text-sm font-medium text-blue-700 hover:underline"
            onClick={() => setValue('domainMode', 'new')}
          >
            {t('apps.create.addDomain')}
          </button>
        </div>
      ) : (
        <div className="sm:col-span-2">
          <TextField
            label={t('apps.fields.subdomain')}
            required
            hint={t('apps.create.subdomainHint', { host: `${subdomain || 'my-app'}.${APP_TEST_DOMAIN}` })}
            error={error(formState.errors.subdomain?.message)}
            {...subdomainField}
            onBlur={(event) => {
              setValue('subdomain', toKebabCase(event.target.value));
              return subdomainField.onBlur(event);
            }}
          />
          {freeHosts.length > 0 && (
            <button
              type="button"
              className="mt-2 text-sm font-medium text-slate-600 hover:underline"
              onClick={() => setValue('domainMode', 'existing')}
            >
              {t('apps.create.cancelDomain')}
            </button>
          )}
        </div>
      )}
      <TextField
        className="sm:col-span-2"
        label={t('apps.fields.routePattern')}
        hint={previewHost ? t('apps.create.urlPreview', { url: `${previewHost}${routePattern}` }) : undefined}
        error={error(formState.errors.routePattern?.message)}
        {...register('routePattern')}
      />
      {failure && (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{failure}</FormMessage>
        </div>
      )}
    </FormModal>
  );
}
