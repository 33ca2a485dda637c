import { APP_ID, APP_NAME_MAX, APP_TEMPLATES, APP_TEST_DOMAIN, ROUTE_PATTERN_MAX } from '@carrier/contracts';
import { z } from 'zod';

const SUBDOMAIN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const required = z.string().trim().min(1, 'apps.validation.required');
const pattern = z.string().max(ROUTE_PATTERN_MAX, 'apps.validation.pattern').refine(isRegex, 'apps.validation.pattern');

/** The create form of spec 002 §5; messages are i18n keys. */
export const ZCreateAppForm = z
  .object({
    appName: required.max(APP_NAME_MAX),
    appId: required.regex(APP_ID, 'apps.validation.appId'),
    template: z.enum(APP_TEMPLATES),
    domainMode: z.enum(['existing', 'new']),
    host: z.string(),
    subdomain: z.string(),
    routePattern: pattern,
  })
  .superRefine((form, context) => {
    if (form.domainMode === 'existing' && !form.host)
      context.addIssue({ code: 'custom', path: ['host'], message: 'apps.validation.required' });
    if (form.domainMode === 'new' && !form.subdomain.trim())
      context.addIssue({ code: 'custom', path: ['subdomain'], message: 'apps.validation.required' });
    else if (form.domainMode === 'new' && !SUBDOMAIN.test(form.subdomain))
      context.addIssue({ code: 'custom', path: ['subdomain'], message: 'apps.validation.subdomain' });
  });
export type TCreateAppForm = z.infer<typeof ZCreateAppForm>;

/** The host a form names: an existing one, or the new subdomain under the fixed test domain. */
export const formHost = (form: Pick<TCreateAppForm, 'domainMode' | 'host' | 'subdomain'>) =>
  form.domainMode === 'new' ? `${form.subdomain}.${APP_TEST_DOMAIN}` : form.host;

/** The update form of spec 002 §2. */
export const ZUpdateAppForm = z.object({
  appName: required.max(APP_NAME_MAX),
  regexPattern: pattern,
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL.test(value), 'apps.validation.email'),
  emailSenderName: z.string().trim().max(APP_NAME_MAX),
});
export type TUpdateAppForm = z.infer<typeof ZUpdateAppForm>;
