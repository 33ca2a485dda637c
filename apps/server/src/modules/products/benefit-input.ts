import { PRODUCT_ERRORS, ZTechnicalName } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import { type ScalarValue, scalarToJson } from '../../core/scalar-value';
import type { BenefitDraft, OwnChanges, SharedChanges } from './benefit-rules';

type Maybe<T> = T | null | undefined;

export type BenefitInputValue = {
  typeId: string;
  optionKey?: Maybe<string>;
  parentTypeId?: Maybe<string>;
  parentOptionKeys?: Maybe<ReadonlyArray<Maybe<string>>>;
  isValueInput?: Maybe<boolean>;
  currencyCode?: Maybe<string>;
  value?: Maybe<ScalarValue>;
  valueJsonString?: Maybe<string>;
};

export type UpdateBenefitInputValue = Omit<BenefitInputValue, 'typeId' | 'optionKey'>;

/** The value as JSON text: valueJsonString wins over value; undefined when neither was sent. */
function valueJsonOf(typeId: string, input: UpdateBenefitInputValue): Problem | string | null | undefined {
  if (input.valueJsonString !== null && input.valueJsonString !== undefined) {
    try {
      JSON.parse(input.valueJsonString);
      return input.valueJsonString;
    } catch {
      return PRODUCT_ERRORS.invalidValueJson(typeId);
    }
  }
  if (input.value) return JSON.stringify(scalarToJson(input.value));
  return undefined;
}

const currencyOf = (code: Maybe<string>) => (code && code !== 'UNDEFINED' ? code : null);
const keysOf = (keys: Maybe<ReadonlyArray<Maybe<string>>>) =>
  (keys ?? []).map((key) => key?.trim() ?? '').filter((key) => key !== '');

function checkNames(names: Array<Maybe<string>>): Problem | null {
  const bad = names.find((name) => name !== null && name !== undefined && !ZTechnicalName.safeParse(name).success);
  return bad === undefined ? null : PRODUCT_ERRORS.invalidTechnicalName(bad ?? '');
}

/** benefitInput as a row to add, or why it cannot be one. */
export function toDraft(input: BenefitInputValue): Problem | BenefitDraft {
  const parentOptionKeys = keysOf(input.parentOptionKeys);
  const problem = checkNames([input.typeId, input.optionKey || null, input.parentTypeId || null, ...parentOptionKeys]);
  if (problem) return problem;
  const valueJson = valueJsonOf(input.typeId, input);
  if (typeof valueJson === 'object' && valueJson !== null) return valueJson;
  return {
    typeId: input.typeId,
    optionKey: input.optionKey ?? '',
    parentTypeId: input.parentTypeId || null,
    parentOptionKeys,
    isValueInput: input.isValueInput ?? false,
    currencyCode: currencyOf(input.currencyCode),
    valueJson: valueJson ?? null,
  };
}

/** updateBenefitInput as the changes it asks for; absent fields stay as they are. */
export function toChanges(
  typeId: string,
  input: UpdateBenefitInputValue,
): Problem | { shared: SharedChanges; own: OwnChanges } {
  const shared: SharedChanges = {};
  const own: OwnChanges = {};
  if (input.parentTypeId !== undefined) shared.parentTypeId = input.parentTypeId || null;
  if (input.parentOptionKeys !== undefined && input.parentOptionKeys !== null)
    shared.parentOptionKeys = keysOf(input.parentOptionKeys);
  if (input.isValueInput !== undefined && input.isValueInput !== null) shared.isValueInput = input.isValueInput;
  const problem = checkNames([shared.parentTypeId, ...(shared.parentOptionKeys ?? [])]);
  if (problem) return problem;
  if (input.currencyCode !== undefined) own.currencyCode = currencyOf(input.currencyCode);
  const valueJson = valueJsonOf(typeId, input);
  if (typeof valueJson === 'object' && valueJson !== null) return valueJson;
  if (valueJson !== undefined) own.valueJson = valueJson;
  return { shared, own };
}
