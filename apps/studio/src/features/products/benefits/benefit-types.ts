import type { ResultOf } from '../../../api/graphql';
import type { BenefitFields } from '../graphql/benefits';

type Fields = ResultOf<typeof BenefitFields>;
export type BenefitNode = Fields & { children?: readonly BenefitNode[] | null };
export type BenefitOption = NonNullable<Fields['options']>[number];

/** What an add or update acts on. */
export type BenefitTarget =
  | { kind: 'main' }
  | { kind: 'child'; parent: BenefitNode }
  | { kind: 'option'; benefit: BenefitNode };

export type EditTarget =
  | { kind: 'benefit'; node: BenefitNode }
  | { kind: 'option'; node: BenefitNode; option: BenefitOption };

/** The type ids below a node, for the removal message. */
export function countDescendants(node: BenefitNode): number {
  return (node.children ?? []).reduce((sum, child) => sum + 1 + countDescendants(child), 0);
}
