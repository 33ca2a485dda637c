import { BENEFIT_GRAPH_DEPTH, PRODUCT_ERRORS } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';

/** What the rules need to know of a stored benefit row. */
export type BenefitShape = {
  seq: number;
  typeId: string;
  optionKey: string;
  parentTypeId: string | null;
  parentOptionKeys: string[];
  isValueInput: boolean;
};

/** A benefit row about to be written ('' option key: the benefit has no defined options). */
export type BenefitDraft = {
  typeId: string;
  optionKey: string;
  parentTypeId: string | null;
  parentOptionKeys: string[];
  isValueInput: boolean;
  currencyCode: string | null;
  valueJson: string | null;
};

type Shape = Omit<BenefitShape, 'seq'>;

const rowsOf = <T extends Shape>(rows: T[], typeId: string) => rows.filter((row) => row.typeId === typeId);
const optionKeysOf = (rows: Shape[], typeId: string) =>
  rowsOf(rows, typeId)
    .map((row) => row.optionKey)
    .filter((key) => key !== '');

/** 1 for a main benefit, 2 for its child, ... */
function levelOf(rows: Shape[], typeId: string): number {
  let level = 1;
  let parent = rows.find((row) => row.typeId === typeId)?.parentTypeId ?? null;
  while (parent && level <= BENEFIT_GRAPH_DEPTH + 1) {
    level++;
    const current: string = parent;
    parent = rows.find((row) => row.typeId === current)?.parentTypeId ?? null;
  }
  return level;
}

/** The type ids below `typeId`, deepest last. */
function descendantsOf(rows: Shape[], typeId: string): string[] {
  const found: string[] = [];
  const queue = [typeId];
  while (queue.length) {
    const current = queue.shift() as string;
    for (const child of new Set(rows.filter((row) => row.parentTypeId === current).map((row) => row.typeId))) {
      if (child === typeId || found.includes(child)) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** How many levels a benefit and its descendants span (1 for a leaf). */
function heightOf(rows: Shape[], typeId: string): number {
  const children = [...new Set(rows.filter((row) => row.parentTypeId === typeId).map((row) => row.typeId))];
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child)));
}

function checkParent(rows: Shape[], typeId: string, parentTypeId: string | null, parentOptionKeys: string[]) {
  if (!parentTypeId) return parentOptionKeys.length ? PRODUCT_ERRORS.parentNotFound('(none)') : null;
  if (parentTypeId === typeId || descendantsOf(rows, typeId).includes(parentTypeId))
    return PRODUCT_ERRORS.benefitCycle(typeId);
  if (rowsOf(rows, parentTypeId).length === 0) return PRODUCT_ERRORS.parentNotFound(parentTypeId);
  const parentOptions = optionKeysOf(rows, parentTypeId);
  const missing = parentOptionKeys.find((key) => !parentOptions.includes(key));
  return missing ? PRODUCT_ERRORS.parentOptionNotFound(parentTypeId, missing) : null;
}

/**
 * Adding a row: a new type id is a new benefit (its parent must exist); a known type id with a new
 * option key is another option of that benefit and takes over its parent and input flag.
 */
export function checkAdd(rows: Shape[], draft: BenefitDraft): Problem | BenefitDraft {
  const siblings = rowsOf(rows, draft.typeId);
  if (siblings.length > 0) {
    const [first] = siblings as [Shape];
    if (draft.optionKey === '') return PRODUCT_ERRORS.benefitExists(draft.typeId);
    if (first.optionKey === '') return PRODUCT_ERRORS.benefitHasNoOptions(draft.typeId);
    if (siblings.some((row) => row.optionKey === draft.optionKey))
      return PRODUCT_ERRORS.optionExists(draft.typeId, draft.optionKey);
    return {
      ...draft,
      parentTypeId: first.parentTypeId,
      parentOptionKeys: first.parentOptionKeys,
      isValueInput: first.isValueInput,
    };
  }
  const problem = checkParent(rows, draft.typeId, draft.parentTypeId, draft.parentOptionKeys);
  if (problem) return problem;
  const level = draft.parentTypeId ? levelOf(rows, draft.parentTypeId) + 1 : 1;
  return level > BENEFIT_GRAPH_DEPTH ? PRODUCT_ERRORS.benefitTooDeep(draft.typeId) : draft;
}

/** Benefits given all at once (on create), in any order: parents are placed before their children. */
export function checkAddAll(drafts: BenefitDraft[]): Problem | BenefitDraft[] {
  const placed: BenefitDraft[] = [];
  let pending = drafts;
  while (pending.length) {
    const known = new Set(placed.map((row) => row.typeId));
    const ready = pending.filter(
      (draft) => !draft.parentTypeId || known.has(draft.parentTypeId) || known.has(draft.typeId),
    );
    const next = ready.length ? ready : pending.slice(0, 1);
    for (const draft of next) {
      const checked = checkAdd(placed, draft);
      if ('code' in checked) return checked;
      placed.push(checked);
    }
    pending = pending.filter((draft) => !next.includes(draft));
  }
  return placed;
}

export type SharedChanges = { parentTypeId?: string | null; parentOptionKeys?: string[]; isValueInput?: boolean };
export type OwnChanges = { currencyCode?: string | null; valueJson?: string | null };

/** Which rows an update touches: shared fields on every row of the type id, value fields on one row. */
export function checkUpdate<T extends BenefitShape>(
  rows: T[],
  target: { typeId: string; optionKey: string | null },
  shared: SharedChanges,
  own: OwnChanges,
): Problem | { sharedSeqs: number[]; ownSeqs: number[] } {
  const siblings = rowsOf(rows, target.typeId);
  const [first] = siblings;
  if (!first) return PRODUCT_ERRORS.benefitNotFound(target.typeId);
  const hasOptions = first.optionKey !== '';
  let ownRow: T | undefined;
  if (target.optionKey) {
    ownRow = siblings.find((row) => row.optionKey === target.optionKey);
    if (!ownRow) return PRODUCT_ERRORS.optionNotFound(target.typeId, target.optionKey);
  } else if (!hasOptions) {
    ownRow = first;
  } else if (Object.keys(own).length > 0) {
    return PRODUCT_ERRORS.benefitHasOptions(target.typeId);
  }
  if (shared.parentTypeId !== undefined || shared.parentOptionKeys !== undefined) {
    const parentTypeId = shared.parentTypeId === undefined ? first.parentTypeId : shared.parentTypeId;
    const parentOptionKeys =
      shared.parentOptionKeys ?? (parentTypeId === first.parentTypeId ? first.parentOptionKeys : []);
    const problem = checkParent(rows, target.typeId, parentTypeId, parentOptionKeys);
    if (problem) return problem;
    const level = parentTypeId ? levelOf(rows, parentTypeId) + 1 : 1;
    if (level + heightOf(rows, target.typeId) - 1 > BENEFIT_GRAPH_DEPTH)
      return PRODUCT_ERRORS.benefitTooDeep(target.typeId);
  }
  return { sharedSeqs: siblings.map((row) => row.seq), ownSeqs: ownRow ? [ownRow.seq] : [] };
}

export type RemovalPlan = {
  seqs: number[];
  /** Whole benefits gone (with their texts). */
  typeIds: string[];
  /** A single option gone (with its texts); children keyed on it lose that key. */
  option: { typeId: string; optionKey: string } | null;
  stripKeyFrom: number[];
};

/** A benefit goes with all its descendants; an option alone, unless it is the benefit's last one. */
export function planRemoval<T extends BenefitShape>(
  rows: T[],
  typeId: string,
  optionKey: string | null,
): Problem | RemovalPlan {
  const siblings = rowsOf(rows, typeId);
  if (siblings.length === 0) return PRODUCT_ERRORS.benefitNotFound(typeId);
  if (optionKey) {
    const row = siblings.find((sibling) => sibling.optionKey === optionKey);
    if (!row) return PRODUCT_ERRORS.optionNotFound(typeId, optionKey);
    if (siblings.length > 1) {
      const stripKeyFrom = rows
        .filter((child) => child.parentTypeId === typeId && child.parentOptionKeys.includes(optionKey))
        .map((child) => child.seq);
      return { seqs: [row.seq], typeIds: [], option: { typeId, optionKey }, stripKeyFrom };
    }
  }
  const typeIds = [typeId, ...descendantsOf(rows, typeId)];
  return {
    seqs: rows.filter((row) => typeIds.includes(row.typeId)).map((row) => row.seq),
    typeIds,
    option: null,
    stripKeyFrom: [],
  };
}
