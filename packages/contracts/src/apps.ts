import { z } from 'zod';
import { MESSAGES } from './messages';

/** Apps list page size (not shown in spec 002; the studio's lists use 10). */
export const APPS_PAGE_SIZE = 10;
/** A new host is `<kebab-case subdomain>.` + this fixed test domain (spec 002 §5). */
export const APP_TEST_DOMAIN = 'studio.test';
/** The route regex pattern a new app starts with. */
export const DEFAULT_ROUTE_PATTERN = '/.*';

/** App kinds offered at creation (spec 002 §1); blank is the default. */
export const APP_TEMPLATES = ['blank', 'admin_portal', 'client_portal', 'distribution_website'] as const;
export type AppTemplateId = (typeof APP_TEMPLATES)[number];
export const DEFAULT_APP_TEMPLATE: AppTemplateId = 'blank';

/** Texts of spec 002 §4 and §8 for apps, word for word on both sides. */
export const APP_MESSAGES = {
  createFailed: 'Oops, there was an error when creating your app. Please try again.',
  updateFailed: 'Oops, there was an error when updating your app. Please try again.',
  deleteFailed: 'Oops, there was a problem, please try again later',
  hostAddFailed: 'Oops, something went wrong.',
  configSaveFailed: 'There was an error.',
  deleteQuestion: "Do you really want to delete this app? This action can't be reverted.",
  configJsonInvalid: (details: string) => `Oops, something wrong with the JSON. ${details}`,
} as const;

/** Business failures of the apps API: code and message. */
export const APP_ERRORS = {
  appExists: (appId: string) => ({ code: 'app_exists', message: `The app ${appId} already exists.` }),
  appNotFound: (appId: string) => ({ code: 'app_not_found', message: `The app ${appId} does not exist.` }),
  invalidAppId: {
    code: 'invalid_app_id',
    message: 'An app id is camel case: a lower-case letter, then letters and digits (eg: travelPortal).',
  },
  nameRequired: { code: 'app_name_required', message: 'The app name is required.' },
  invalidEmail: { code: 'invalid_email', message: 'The invitation sender is not a valid email address.' },
  invalidRoutePattern: {
    code: 'invalid_route_pattern',
    message: 'The URL pattern is not a valid regular expression.',
  },
  tooLong: (field: string, max: number) => ({
    code: 'too_long',
    message: `${field} is longer than ${max} characters.`,
  }),
  unknownTemplate: (template: string) => ({
    code: 'unknown_app_template',
    message: `There is no app template ${template}; use one of ${APP_TEMPLATES.join(', ')}.`,
  }),
  invalidConfig: (path: string, message: string) => ({
    code: 'invalid_config',
    message: path ? `${path}: ${message}` : message,
  }),
} as const;

/** Failures of tenant hosts. */
export const HOST_ERRORS = {
  invalid: { code: 'invalid_host', message: MESSAGES.hostInvalid },
  taken: { code: 'host_exists', message: MESSAGES.hostAlreadyExists },
  notFound: { code: 'host_not_found', message: MESSAGES.hostNotFound },
  usedByApp: (appId: string) => ({ code: 'host_in_use', message: `This host is used by the app ${appId}.` }),
  studioHost: {
    code: 'studio_host',
    message: "This host is the studio's own; an app needs a host of its own.",
  },
} as const;

/** An app id: camel case, starting with a lower-case letter. */
export const APP_ID = /^[a-z][a-zA-Z0-9]{0,63}$/;
export const ZAppId = z.string().regex(APP_ID);
export const APP_NAME_MAX = 200;
export const ROUTE_PATTERN_MAX = 2000;

function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .match(/[A-Za-z0-9]+/g) ?? []
  );
}

/** 'My travel App' -> 'myTravelApp'. */
export function toCamelCase(text: string): string {
  return words(text)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** 'My travel App' -> 'my-travel-app'. */
export function toKebabCase(text: string): string {
  return words(text)
    .map((word) => word.toLowerCase())
    .join('-');
}
