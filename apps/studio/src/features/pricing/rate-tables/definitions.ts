import { RATE_TABLE_COLUMN_KINDS, type RateTableColumnKind } from '@carrier/contracts';
import type { RateTableDefinition } from '@carrier/contracts/rules';
import { request } from '../../../api/client';
import { type ProductId, productIdInput } from '../../products/product-id';
import { RateTablesQuery } from './graphql';

const isKind = (kind: string): kind is RateTableColumnKind =>
  (RATE_TABLE_COLUMN_KINDS as readonly string[]).includes(kind);

/** A product version's rate tables as the rules engine reads them (the test panel's quote and trace). */
export async function fetchRateTableDefinitions(id: ProductId): Promise<RateTableDefinition[]> {
  const data = await request(RateTablesQuery, { productId: productIdInput(id) });
  return data.rateTables.map((table) => ({
    name: table.name,
    inputs: table.inputs.map((input) => ({ name: input.name, kind: isKind(input.kind) ? input.kind : 'exact' })),
    outputs: [...table.outputs],
    noGaps: table.noGaps,
    rows: table.rows.map((row) => [...row.cells]),
  }));
}
