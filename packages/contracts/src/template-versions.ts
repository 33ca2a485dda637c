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
