/**
 * What happens to a published app after its first publish: a private preview of the draft, unpublishing,
 * the diff a rollback would make, and the custom domains verified by a DNS TXT record.
 */

type Finding = { code: string; message: string; params: Record<string, string> };
const finding = (code: string, params: Record<string, string>, message: string): Finding => ({ code, message, params });

/** A preview link works this long after it was made. */
export const PREVIEW_LINK_TTL_SECONDS = 60 * 60;
/** The query parameter that carries a preview token (kept across the previewed app's own links). */
export const PREVIEW_QUERY = 'preview';

/** The TXT record that proves a custom domain: `<DOMAIN_TXT_LABEL>.<domain>` holding `<DOMAIN_TXT_PREFIX><token>`. */
export const DOMAIN_TXT_LABEL = '_carrier-verify';
export const DOMAIN_TXT_PREFIX = 'carrier-verify=';
export const domainTxtName = (host: string) => `${DOMAIN_TXT_LABEL}.${host.replace(/:\d+$/, '')}`;

export const LIFECYCLE_ERRORS = {
  notLive: finding('not_live', {}, 'The app is not live: there is nothing to unpublish.'),
  previewExpired: finding('preview_expired', {}, 'This preview link has expired or does not exist.'),
  domainNotOfApp: (host: string) => finding('domain_not_of_app', { host }, `The app does not use the domain ${host}.`),
  domainAlreadyVerified: (host: string) =>
    finding('domain_already_verified', { host }, `The domain ${host} is already verified.`),
  dnsRecordMissing: (name: string, value: string) =>
    finding(
      'dns_record_missing',
      { name, value },
      `No TXT record ${value} was found at ${name} yet. DNS changes can take up to an hour to show.`,
    ),
  dnsLookupFailed: (name: string, reason: string) =>
    finding('dns_lookup_failed', { name, reason }, `The DNS lookup of ${name} failed (${reason}). Try again later.`),
} as const;

/** A part of the app a rollback (or any change between two versions) adds, removes or changes. */
export type TSnapshotChangeArea = 'page' | 'component' | 'setting';
export type TSnapshotChangeKind = 'added' | 'removed' | 'changed';
export type TSnapshotChange = {
  area: TSnapshotChangeArea;
  change: TSnapshotChangeKind;
  /** The page's path, the component's name, or the setting (appName, allowedLocales, defaultLocale, theme, componentTheme, guest). */
  name: string;
  /** For a changed component: elements added, removed and changed (props, texts, design, binding). */
  elementsAdded: number;
  elementsRemoved: number;
  elementsChanged: number;
  /** For a changed setting or page: what it was and what it becomes, when it is short enough to say. */
  from: string | null;
  to: string | null;
};

/** The settings a change can name, in the order the studio lists them. */
export const SNAPSHOT_SETTINGS = [
  'appName',
  'allowedLocales',
  'defaultLocale',
  'theme',
  'componentTheme',
  'guest',
] as const;

/** A domain's verification: verified (it serves the app) or pending (its TXT record not seen yet). */
export type TDomainState = 'verified' | 'pending';
