/** Templates: spec 001 §3, §5, §8 and §9, shared word for word by the server and the studio. */

export const TEMPLATE_SEARCH_DEBOUNCE_MS = 400;
export const TEMPLATE_LIST_PAGE_SIZE = 10;
export const TEMPLATE_LIST_MAX_LIMIT = 100;
export const DEFAULT_TEMPLATE_TYPE = 'wkhtmltopdf';
export const PREVIEW_QUERY_LIMIT = 1;
export const DYNAMIC_VALUE_SAMPLE = { hello: 'World!' } as const;
/** Longest name, description, logicalId and Liquid body a template takes. */
export const TEMPLATE_LIMITS = {
  name: 200,
  description: 2000,
  logicalId: 200,
  body: 200_000,
  graphQlQuery: 20_000,
  json: 1_000_000,
  dynamicValues: 200,
} as const;

export const TEMPLATE_MESSAGES = {
  fieldRequired: 'field required',
  thisFieldIsRequired: 'This field is required',
  noTemplate: 'There is no template with this id.',
  problemWithGraphQL: 'problem with GraphQL',
  problemWithQuery: 'There is a problem with your GraphQl query',
  problemWithVariables: 'There is a problem with your variables populating',
  unsavedChanges: 'Do you really want to leave? You have unsaved changes.',
} as const;

export const TEMPLATE_ERRORS = {
  notFound: { code: 'template_not_found', message: TEMPLATE_MESSAGES.noTemplate },
  nameRequired: { code: 'name_required', message: TEMPLATE_MESSAGES.fieldRequired },
  unknownType: (type: string) => ({ code: 'unknown_template_type', message: `There is no template type ${type}.` }),
  wrongType: (type: string) => ({ code: 'wrong_template_type', message: `The template is not of type ${type}.` }),
  tooLong: (field: string, max: number) => ({
    code: 'too_long',
    message: `${field} is longer than ${max} characters.`,
  }),
  invalidJson: (field: string) => ({ code: 'invalid_json', message: `${field} is not valid JSON.` }),
  /** Stored content its kind cannot read (written by hand, or by a server that knew another shape). */
  invalidContent: (field: string, reason: string) => ({
    code: 'invalid_template_content',
    message: `The template's stored content is not valid${field ? ` at ${field}` : ''}: ${reason}.`,
  }),
  valueNotFound: (valueId: string) => ({ code: 'value_not_found', message: `There is no value ${valueId}.` }),
  tooManyValues: { code: 'too_many_values', message: 'A dynamic template holds at most 200 values.' },
  invalidSort: (field: string) => ({ code: 'invalid_sort', message: `Templates cannot be sorted by ${field}.` }),
  renderNotAvailable: (type: string) => ({
    code: 'render_not_available',
    message: `Templates of type ${type} cannot be rendered yet.`,
  }),
} as const;

/**
 * A Liquid error as the render operations answer it: `liquid|<line>:<column>|<message>` (MJML's
 * warnings and errors take the same shape, `mjml|...`). The studio shows the third part and uses line
 * and column for the hint (spec 001 §8).
 */
export type LiquidErrorParts = { line: number; column: number; message: string };

export function formatLiquidError(error: LiquidErrorParts): string {
  return `liquid|${error.line}:${error.column}|${error.message}`;
}

/** The parts of a `liquid|...` or `mjml|...` error, or null for any other text. */
export function parseRenderError(text: string): LiquidErrorParts | null {
  const match = /^(?:liquid|mjml)\|(\d+):(\d+)\|([\s\S]*)$/.exec(text);
  if (!match) return null;
  return { line: Number(match[1]), column: Number(match[2]), message: match[3] ?? '' };
}

/** About 30 characters either side of a (1-based) line and column, for the debug console's hint. */
export function errorHint(source: string, line: number, column: number, radius = 30) {
  const lines = source.split('\n');
  let offset = 0;
  for (let index = 0; index < Math.min(line - 1, lines.length); index++) offset += (lines[index]?.length ?? 0) + 1;
  const position = Math.min(source.length, offset + Math.max(0, column - 1));
  return {
    before: source.slice(Math.max(0, position - radius), position),
    after: source.slice(position, position + radius),
  };
}

const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_7_EXTENDED = '^{}\\[~]|€\f';

/**
 * Length and segment count of an SMS: GSM-7 (160 a single message, 153 a part; extended characters
 * count twice) or, with any other character, UCS-2 (70 single, 67 a part, counted in UTF-16 units).
 */
export function smsSegments(body: string): { encoding: 'GSM-7' | 'UCS-2'; length: number; segments: number } {
  let gsmLength = 0;
  let gsm = true;
  for (const char of body) {
    if (GSM_7.includes(char)) gsmLength += 1;
    else if (GSM_7_EXTENDED.includes(char)) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', length: gsmLength, segments: count(gsmLength, 160, 153) };
  return { encoding: 'UCS-2', length: body.length, segments: count(body.length, 70, 67) };
}

function count(length: number, single: number, part: number) {
  if (length === 0) return 0;
  return length <= single ? 1 : Math.ceil(length / part);
}

/** The l10n key that holds a notification template's HTML in each locale. */
export const notificationTextKey = (templateId: string) => `templates-${templateId}-localizedHtml`;
