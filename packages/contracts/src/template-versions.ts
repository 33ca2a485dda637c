/**
 * A template's version history: every save that changes something is a version (who, when, the whole
 * template as saved); a restore saves an earlier version again as a new one.
 */
export const TEMPLATE_VERSION_LIMITS = {
  /** Versions kept per template; older ones are deleted when a new one is saved. */
  kept: 200,
  /** The most versions one page of the history answers. */
  page: 100,
} as const;

export const TEMPLATE_VERSION_ERRORS = {
  notFound: { code: 'template_version_not_found', message: 'There is no version with this id.' },
  ofAnotherTemplate: {
    code: 'template_version_of_another_template',
    message: 'This version belongs to another template.',
  },
} as const;

/**
 * The version history of UI components, rules, rate tables and CMS configs (read from the audit trail):
 * the kinds of record, at most this many versions a page, and its refusals.
 */
export const HISTORY_RECORD_TYPES = ['component', 'priceRule', 'underwritingRule', 'rateTable', 'cmsConfig'] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];
export const HISTORY_LIMITS = { page: 100 } as const;

export const HISTORY_ERRORS = {
  recordNotFound: { code: 'history_record_not_found', message: 'There is no such record.' },
  versionNotFound: { code: 'history_version_not_found', message: 'There is no version with this id.' },
  valueNotKept: {
    code: 'history_value_not_kept',
    message:
      'This version holds a value too large for the audit trail, saved before such values were kept; it cannot be compared or restored.',
  },
} as const;
