/**
 * The template APIs answer render and validation failures as English text (`errors: [String]`, often
 * `liquid|line:col|<message>`), the shape the reference fixes. The studio says them in its own
 * language: `templateMessageOf` names the message (a code and the parts the text quotes), and the
 * studio has words for each code (`templates.serverErrors.<code>`, en-US and zh-HK). Messages from
 * liquidjs are matched as liquidjs words them (10.x); an unmatched message is shown as it came.
 */

/** Warnings a render answers (the render goes on). */
export const TEMPLATE_WARNINGS = {
  unknownFilter: (name: string) => `Unknown filter "${name}": the value passes through it unchanged.`,
} as const;

export type TemplateMessage = { code: string; params: Record<string, string> };

const PATTERNS: ReadonlyArray<readonly [code: string, pattern: RegExp]> = [
  // Liquid syntax (liquidjs's parser)
  ['liquid_unknown_tag', /^tag "(?<name>[^"]*)" not found$/],
  ['liquid_not_closed', /^(?:tag|output|raw) (?<text>[\s\S]+) not closed$/],
  ['liquid_value_expected', /^unexpected token (?<text>[\s\S]+), value expected$/],
  ['liquid_invalid_expression', /^invalid value expression: (?<text>[\s\S]+)$/],
  [
    'liquid_syntax',
    /^(?<text>expected filter name|expected ":" after filter name|unexpected character [\s\S]+|illegal tag syntax, tag name expected|illegal liquid tag syntax|unexpected elsif after else|duplicated else|unbalanced parentheses|invalid range syntax|\[ not closed|expected variable name|expected "="|illegal tag: [\s\S]+|block tag cannot be nested|empty candidates: [\s\S]+)$/,
  ],
  ['liquid_include_refused', /^(?:ENOENT: )?Failed to lookup "(?<name>[^"]*)"/],
  ['liquid_unknown_filter', /^Unknown filter "(?<name>[^"]*)": the value passes through it unchanged\.$/],
  // Limits
  ['render_time_limit', /^template render limit exceeded$/],
  ['render_memory_limit', /^memory alloc limit exceeded$/],
  ['parse_length_limit', /^parse length limit exceeded$/],
  ['template_too_long', /^The template is longer than (?<max>\d+) characters\.$/],
  ['output_too_long', /^The rendered output is longer than (?<max>\d+) characters\.$/],
  ['template_output_too_long', /^The rendered output of this template is longer than (?<max>\d+) characters\.$/],
  ['request_output_too_long', /^The rendered output of this request is longer than (?<max>\d+) characters\.$/],
  ['render_timeout', /^The (?:template|email|document|workbook)[\w ]* took longer than (?<ms>\d+) ms to render\.$/],
  ['pdf_timeout', /^The PDF took longer than (?<seconds>\d+) seconds to render\.$/],
  ['renderer_busy', /^The [\w ]+ is busy, please try again in a moment\.$/],
  ['renderer_stopped', /^The [\w ]+ (?:stopped|could not start|closed)\.$/],
  // HTML to PDF page settings
  [
    'margins_no_room',
    // The size says the orientation (297 × 210 is A4 landscape): the words need not.
    /^The margins leave no room for the content on the (?<paper>\w+)(?: landscape)? page \((?<width>\d+) × (?<height>\d+) mm\)\.$/,
  ],
  [
    'margin_out_of_range',
    /^The (?<side>top|right|bottom|left) margin must be a number of millimetres from 0 to (?<max>\d+)\.$/,
  ],
  // Validation (TEMPLATE_ERRORS) and the preview's query
  ['template_not_found', /^There is no template with this id\.$/],
  ['field_required', /^field required$/],
  ['unknown_template_type', /^There is no template type (?<type>[\s\S]*)\.$/],
  ['wrong_template_type', /^The template is not of type (?<type>[\s\S]*)\.$/],
  ['too_long', /^(?<field>\w+) is longer than (?<max>\d+) characters\.$/],
  ['invalid_json', /^(?<field>\w+) is not valid JSON\.$/],
  ['value_not_found', /^There is no value (?<id>[\s\S]*)\.$/],
  ['too_many_values', /^A dynamic template holds at most (?<max>\d+) values\.$/],
  ['invalid_sort', /^Templates cannot be sorted by (?<field>[\s\S]*)\.$/],
  ['render_not_available', /^Templates of type (?<type>[\s\S]*) cannot be rendered yet\.$/],
  [
    'graphql_variables',
    /^problem with GraphQL: There is a problem with your variables populating \((?<reason>[\s\S]*)\)$/,
  ],
  ['graphql_problem', /^problem with GraphQL: (?<reason>[\s\S]*)$/],
];

/** The code and quoted parts of a template API message, or null for a message not in the table. */
export function templateMessageOf(message: string): TemplateMessage | null {
  for (const [code, pattern] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { code, params: { ...match.groups } };
  }
  return null;
}

/** Every code `templateMessageOf` answers (the studio has words for each, in every locale). */
export const TEMPLATE_MESSAGE_CODES: readonly string[] = PATTERNS.map(([code]) => code);
