import { applyValueFormat, productTextKeys, type TProductId } from '@carrier/contracts';
import type { BenefitRow } from './benefits.repository';

export type BenefitGraphNode = {
  typeId: string;
  optionKey: string | null;
  parentTypeId: string | null;
  parentOptionKeys: string[];
  isValueInput: boolean;
  currencyCode: string | null;
  rawData: string | null;
  name: string | null;
  description: string | null;
  value: string | null;
  detailedValue: string | null;
  options: BenefitGraphNode[];
  children: BenefitGraphNode[];
};

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });

/** The stored JSON value as people read it: strings bare, numbers grouped, the rest as JSON. */
function displayValue(rawData: string | null, currencyCode: string | null): string | null {
  if (rawData === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawData);
  } catch {
    return rawData;
  }
  if (parsed === null) return null;
  const text =
    typeof parsed === 'string'
      ? parsed
      : typeof parsed === 'number'
        ? NUMBER_FORMAT.format(parsed)
        : typeof parsed === 'boolean'
          ? String(parsed)
          : rawData;
  return currencyCode && typeof parsed === 'number' ? `${currencyCode} ${text}` : text;
}

/**
 * Builds the whole tree from the product's rows and its texts (already picked for one locale) in
 * memory: two queries for any number of benefits, never one per node.
 */
export function buildBenefitGraph(id: TProductId, rows: BenefitRow[], texts: Map<string, string>): BenefitGraphNode[] {
  const text = (key: string) => texts.get(key) ?? null;
  const formatted = (
    rawData: string | null,
    currency: string | null,
    format: string | null,
    detailed: string | null,
  ) => {
    const shown = displayValue(rawData, currency);
    return { value: applyValueFormat(format, shown), detailedValue: applyValueFormat(detailed ?? format, shown) };
  };

  const byType = new Map<string, BenefitRow[]>();
  for (const row of rows) {
    const group = byType.get(row.typeId);
    if (group) group.push(row);
    else byType.set(row.typeId, [row]);
  }

  const nodes = new Map<string, BenefitGraphNode>();
  for (const [typeId, group] of byType) {
    const [first] = group as [BenefitRow];
    const hasOptions = first.optionKey !== '';
    const name = text(productTextKeys.benefit(id, typeId, 'name'));
    const description = text(productTextKeys.benefit(id, typeId, 'description'));
    const own = hasOptions
      ? { value: null, detailedValue: null }
      : formatted(
          first.valueJson,
          first.currencyCode,
          text(productTextKeys.benefit(id, typeId, 'format')),
          text(productTextKeys.benefit(id, typeId, 'detailedFormat')),
        );
    nodes.set(typeId, {
      typeId,
      optionKey: null,
      parentTypeId: first.parentTypeId,
      parentOptionKeys: first.parentOptionKeys,
      isValueInput: first.isValueInput,
      currencyCode: hasOptions ? null : first.currencyCode,
      rawData: hasOptions ? null : first.valueJson,
      name,
      description,
      ...own,
      options: hasOptions
        ? group.map((row) => ({
            typeId,
            optionKey: row.optionKey,
            parentTypeId: row.parentTypeId,
            parentOptionKeys: row.parentOptionKeys,
            isValueInput: row.isValueInput,
            currencyCode: row.currencyCode,
            rawData: row.valueJson,
            name,
            description,
            ...formatted(
              row.valueJson,
              row.currencyCode,
              text(productTextKeys.option(id, typeId, row.optionKey, 'format')),
              text(productTextKeys.option(id, typeId, row.optionKey, 'detailedFormat')),
            ),
            options: [],
            children: [],
          }))
        : [],
      children: [],
    });
  }
  const roots: BenefitGraphNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentTypeId ? nodes.get(node.parentTypeId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
