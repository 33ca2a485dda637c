import { APP_ERRORS, APP_NAME_MAX, ROUTE_PATTERN_MAX } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { AppChanges } from './apps.repository';
import type { AppSettings, UrlRouting } from './apps.tables';

type Maybe<T> = T | null | undefined;

/** The fields of createAppInput and updateAppInput (reference schema). */
export type AppFieldsInput = {
  appName?: Maybe<string>;
  email?: Maybe<string>;
  emailSenderName?: Maybe<string>;
  urlRouting?: Maybe<UrlRouting>;
  appConfig?: Maybe<string>;
  defaultTimeZone?: Maybe<string>;
  redirectUris?: Maybe<ReadonlyArray<Maybe<string>>>;
  requires2FA?: Maybe<boolean>;
} & { [K in keyof AppSettings]?: AppSettings[K] };

const SETTING_KEYS = [
  'absoluteRefreshTokenLifetime',
  'accessTokenLifetime',
  'slidingRefreshTokenLifetime',
  'emailConfirmationTokenLifespan',
  'activationTokenExpiryDisabled',
  'requiresEmail2FA',
  'useNotificationConfig',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = { email: 320, emailSenderName: APP_NAME_MAX, url: 2000, appConfig: 100_000, defaultTimeZone: 100 };

const blankToNull = (value: Maybe<string>) => (value?.trim() ? value.trim() : null);

function isRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function checkRouting(routing: UrlRouting): Outcome<UrlRouting> {
  const regexPattern = blankToNull(routing.regexPattern);
  const url = blankToNull(routing.url);
  if ((regexPattern?.length ?? 0) > ROUTE_PATTERN_MAX) return fail(APP_ERRORS.tooLong('urlRouting', ROUTE_PATTERN_MAX));
  if ((url?.length ?? 0) > LIMITS.url) return fail(APP_ERRORS.tooLong('urlRouting.url', LIMITS.url));
  if (regexPattern && !isRegex(regexPattern)) return fail(APP_ERRORS.invalidRoutePattern);
  return ok({ regexPattern, url, order: routing.order ?? null });
}

/**
 * The changes an input asks for: only the fields it carries (null clears, except the name, which
 * stays required). `creating` makes the name required.
 */
export function appChanges(input: AppFieldsInput, creating: boolean): Outcome<AppChanges> {
  const changes: AppChanges = {};
  if (creating || input.appName != null) {
    const appName = input.appName?.trim() ?? '';
    if (!appName) return fail(APP_ERRORS.nameRequired);
    if (appName.length > APP_NAME_MAX) return fail(APP_ERRORS.tooLong('appName', APP_NAME_MAX));
    changes.appName = appName;
  }
  for (const field of ['email', 'emailSenderName', 'appConfig', 'defaultTimeZone'] as const) {
    if (input[field] === undefined) continue;
    const value = field === 'appConfig' ? (input[field] ?? null) : blankToNull(input[field]);
    if ((value?.length ?? 0) > LIMITS[field]) return fail(APP_ERRORS.tooLong(field, LIMITS[field]));
    changes[field] = value;
  }
  if (changes.email && !EMAIL.test(changes.email)) return fail(APP_ERRORS.invalidEmail);
  if (input.urlRouting !== undefined) {
    const routing = input.urlRouting ? checkRouting(input.urlRouting) : ok(null);
    if (!routing.ok) return routing;
    changes.urlRouting = routing.value;
  }
  if (input.redirectUris !== undefined) {
    const uris = (input.redirectUris ?? []).filter((uri): uri is string => Boolean(uri));
    if (uris.length > 50 || uris.some((uri) => uri.length > LIMITS.url))
      return fail(APP_ERRORS.tooLong('redirectUris', LIMITS.url));
    changes.redirectUris = uris;
  }
  if (input.requires2FA != null) changes.requires2FA = input.requires2FA;
  return ok(changes);
}

/** The settings the input carries, merged over the stored ones. */
export function mergeSettings(stored: AppSettings, input: AppFieldsInput): AppSettings {
  const merged: Record<string, unknown> = { ...stored };
  for (const key of SETTING_KEYS) if (input[key] !== undefined) merged[key] = input[key];
  return merged as AppSettings;
}
