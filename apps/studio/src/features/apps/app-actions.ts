import { mutate } from '../../api/client';
import { AddHostMutation, CreateAppMutation } from './graphql/apps';

/** '+ Add new domain': the host joins the tenant's settings (spec 002 §8: first error, else the fallback). */
export async function addHost(host: string, fallback: string) {
  await mutate(AddHostMutation, { host }, (data) => data.addHostToTenantSettings, fallback);
}

/**
 * createApp writes the app, its empty-but-seeded CMS config, the pages, components and theme of its
 * kind and takes its host in one transaction: the app is listed only if all of it succeeded.
 */
export async function createApp(
  form: { appId: string; appName: string; template: string; host: string; routePattern: string },
  fallback: string,
) {
  await mutate(
    CreateAppMutation,
    {
      input: {
        appId: form.appId,
        appName: form.appName.trim(),
        appTemplateId: form.template,
        host: form.host,
        urlRouting: { regexPattern: `${form.host}${form.routePattern}` },
      },
    },
    (data) => data.createApp,
    fallback,
  );
}
