import { SUPPORTED_LOCALES, type SupportedLocale } from './constants';

/**
 * A product version's variable dictionary: the inputs its rating declares, each typed, labelled in both
 * locales, with its unit, range, choices and whether a quote needs it. It drives the test panel's inputs,
 * the validation of quote inputs, the published app's field mapping and the quote's missingVariables.
 */
export const DICTIONARY_TYPES = ['number', 'boolean', 'text', 'date', 'choice'] as const;
export type DictionaryType = (typeof DICTIONARY_TYPES)[number];
export const isDictionaryType = (value: unknown): value is DictionaryType =>
  typeof value === 'string' && (DICTIONARY_TYPES as readonly string[]).includes(value);

export const DICTIONARY_LIMITS = {
  variables: 200,
  name: 100,
  label: 200,
  unit: 40,
  choices: 100,
  choice: 100,
} as const;

export type DictionaryLabels = Partial<Record<SupportedLocale, string>>;
export type DictionaryChoice = { value: string; labels: DictionaryLabels };
export type DictionaryVariable = {
  name: string;
  type: DictionaryType;
  labels: DictionaryLabels;
  unit: string | null;
  /** Numbers only: the least and largest value a quote accepts. */
  min: number | null;
  max: number | null;
  /** Choices only: the values a quote accepts, each labelled. */
  choices: DictionaryChoice[];
  required: boolean;
};

/** A variable's name: what a rule's `var` reads, dotted for a nested value (person.age). */
export const DICTIONARY_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** A variable's label in a locale, else in the other locale, else its name. */
export function dictionaryLabel(variable: Pick<DictionaryVariable, 'name' | 'labels'>, locale: string): string {
  const own = variable.labels[locale as SupportedLocale]?.trim();
  if (own) return own;
  for (const other of SUPPORTED_LOCALES) {
    const text = variable.labels[other]?.trim();
    if (text) return text;
  }
  return variable.name;
}

export const choiceLabel = (choice: DictionaryChoice, locale: string): string =>
  choice.labels[locale as SupportedLocale]?.trim() ||
  SUPPORTED_LOCALES.map((other) => choice.labels[other]?.trim()).find(Boolean) ||
  choice.value;

/** Business failures of the dictionary's own definition: code and message. */
export const DICTIONARY_ERRORS = {
  invalidName: (name: string) => ({
    code: 'dictionary_invalid_name',
    message: `"${name}" is not a variable name: letters, digits and '_', parts joined by '.', at most ${DICTIONARY_LIMITS.name} characters.`,
  }),
  duplicateName: (name: string) => ({
    code: 'dictionary_duplicate_name',
    message: `The variable ${name} is declared twice.`,
  }),
  invalidType: (name: string, type: string) => ({
    code: 'dictionary_invalid_type',
    message: `The variable ${name} has the type ${type}; a type is number, boolean, text, date or choice.`,
  }),
  invalidRange: (name: string) => ({
    code: 'dictionary_invalid_range',
    message: `The variable ${name}: the minimum is larger than the maximum.`,
  }),
  rangeNotNumber: (name: string) => ({
    code: 'dictionary_range_not_number',
    message: `The variable ${name}: only a number has a minimum and a maximum.`,
  }),
  choicesRequired: (name: string) => ({
    code: 'dictionary_choices_required',
    message: `The choice variable ${name} needs at least one choice.`,
  }),
  choicesNotChoice: (name: string) => ({
    code: 'dictionary_choices_not_choice',
    message: `The variable ${name}: only a choice variable has choices.`,
  }),
  invalidChoice: (name: string) => ({
    code: 'dictionary_invalid_choice',
    message: `The variable ${name}: every choice needs a value of 1 to ${DICTIONARY_LIMITS.choice} characters, each once.`,
  }),
  tooLong: (name: string, field: string, max: number) => ({
    code: 'too_long',
    message: `The variable ${name}: the ${field} is longer than ${max} characters.`,
  }),
  tooMany: {
    code: 'dictionary_too_many',
    message: `A product version declares at most ${DICTIONARY_LIMITS.variables} variables, each with at most ${DICTIONARY_LIMITS.choices} choices.`,
  },
  variableNotFound: (name: string) => ({
    code: 'dictionary_variable_not_found',
    message: `The dictionary has no variable ${name}.`,
  }),
} as const;

/** The first problem of a dictionary's definition, else null. */
export function dictionaryProblem(variables: readonly DictionaryVariable[]): { code: string; message: string } | null {
  if (variables.length > DICTIONARY_LIMITS.variables) return DICTIONARY_ERRORS.tooMany;
  const seen = new Set<string>();
  for (const variable of variables) {
    const { name } = variable;
    if (
      name.length > DICTIONARY_LIMITS.name ||
      !DICTIONARY_NAME.test(name) ||
      name.split('.').some((part) => UNSAFE.has(part))
    )
      return DICTIONARY_ERRORS.invalidName(name);
    if (seen.has(name)) return DICTIONARY_ERRORS.duplicateName(name);
    seen.add(name);
    if (!isDictionaryType(variable.type)) return DICTIONARY_ERRORS.invalidType(name, String(variable.type));
    for (const locale of SUPPORTED_LOCALES)
      if ((variable.labels[locale]?.length ?? 0) > DICTIONARY_LIMITS.label)
        return DICTIONARY_ERRORS.tooLong(name, `label (${locale})`, DICTIONARY_LIMITS.label);
    if ((variable.unit?.length ?? 0) > DICTIONARY_LIMITS.unit)
      return DICTIONARY_ERRORS.tooLong(name, 'unit', DICTIONARY_LIMITS.unit);
    const ranged = variable.min !== null || variable.max !== null;
    if (ranged && variable.type !== 'number') return DICTIONARY_ERRORS.rangeNotNumber(name);
    if (variable.min !== null && variable.max !== null && variable.min > variable.max)
      return DICTIONARY_ERRORS.invalidRange(name);
    if (variable.type !== 'choice' && variable.choices.length > 0) return DICTIONARY_ERRORS.choicesNotChoice(name);
    if (variable.type === 'choice') {
      if (variable.choices.length === 0) return DICTIONARY_ERRORS.choicesRequired(name);
      if (variable.choices.length > DICTIONARY_LIMITS.choices) return DICTIONARY_ERRORS.tooMany;
      const values = new Set<string>();
      for (const choice of variable.choices) {
        const value = choice.value;
        if (!value.trim() || value.length > DICTIONARY_LIMITS.choice || values.has(value))
          return DICTIONARY_ERRORS.invalidChoice(name);
        values.add(value);
        for (const locale of SUPPORTED_LOCALES)
          if ((choice.labels[locale]?.length ?? 0) > DICTIONARY_LIMITS.label)
            return DICTIONARY_ERRORS.tooLong(name, `label of the choice ${value} (${locale})`, DICTIONARY_LIMITS.label);
      }
    }
  }
  return null;
}

/** A dictionary started from what the rules read: names and inferred types, required unless read with a default. */
export function dictionaryFromRules(
  variables: ReadonlyArray<{ name: string; type: 'number' | 'boolean' | 'text'; optional: boolean }>,
): DictionaryVariable[] {
  return variables
    .filter((variable) => DICTIONARY_NAME.test(variable.name) && variable.name.length <= DICTIONARY_LIMITS.name)
    .map((variable) => ({
      name: variable.name,
      type: variable.type,
      labels: {},
      unit: null,
      min: null,
      max: null,
      choices: [],
      required: !variable.optional,
    }));
}

/** A value by a variable's name as a rule's `var` reads it: a key of that name, else the dotted path. */
export function valueAt(values: object, name: string): unknown {
  const own = values as Record<string, unknown>;
  if (Object.hasOwn(own, name)) return own[name];
  let current: unknown = values;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
/** A date input: an ISO 8601 date (2024-02-29), optionally with a time. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

export type DictionaryInputIssue = {
  code: 'input_wrong_type' | 'input_out_of_range' | 'input_not_a_choice';
  message: string;
  /** The variable's name. */
  subject: string;
};

const A_TYPE: Record<Exclude<DictionaryType, 'choice'>, string> = {
  number: 'a number',
  boolean: 'true or false',
  text: 'text',
  date: 'a date (YYYY-MM-DD)',
};

const rangeText = (variable: DictionaryVariable) =>
  variable.min !== null && variable.max !== null
    ? `between ${variable.min} and ${variable.max}`
    : variable.min !== null
      ? `at least ${variable.min}`
      : `at most ${variable.max}`;

/** What is wrong with one given value of a variable, else null. */
export function dictionaryInputIssue(variable: DictionaryVariable, value: unknown): DictionaryInputIssue | null {
  const { name, type } = variable;
  const wrongType = (): DictionaryInputIssue => ({
    code: 'input_wrong_type',
    message: `The input ${name} must be ${A_TYPE[type as Exclude<DictionaryType, 'choice'>]}.`,
    subject: name,
  });
  switch (type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType();
      if ((variable.min !== null && value < variable.min) || (variable.max !== null && value > variable.max))
        return {
          code: 'input_out_of_range',
          message: `The input ${name} must be ${rangeText(variable)}; it is ${value}.`,
          subject: name,
        };
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : wrongType();
    case 'text':
      return typeof value === 'string' ? null : wrongType();
    case 'date':
      return isIsoDate(value) ? null : wrongType();
    case 'choice': {
      const given = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
      if (given !== null && variable.choices.some((choice) => choice.value === given)) return null;
      return {
        code: 'input_not_a_choice',
        message: `The input ${name} must be one of: ${variable.choices.map((choice) => choice.value).join(', ')}.`,
        subject: name,
      };
    }
  }
}

/**
 * A quote's inputs checked against the dictionary: one issue per bad input, and the required inputs
 * that have no value (null counts as none). An empty dictionary declares nothing and checks nothing.
 */
export function checkDictionaryInputs(
  dictionary: readonly DictionaryVariable[],
  values: object,
): { issues: DictionaryInputIssue[]; missing: string[] } {
  const issues: DictionaryInputIssue[] = [];
  const missing: string[] = [];
  for (const variable of dictionary) {
    const value = valueAt(values, variable.name);
    if (value === undefined || value === null) {
      if (variable.required) missing.push(variable.name);
      continue;
    }
    const issue = dictionaryInputIssue(variable, value);
    if (issue) issues.push(issue);
  }
  return { issues, missing };
}
