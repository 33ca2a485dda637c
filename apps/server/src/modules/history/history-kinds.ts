import { HISTORY_ERRORS, type HistoryRecordType, type TCmsComponentRoute } from '@carrier/contracts';
import { fail, type Outcome } from '../../core/outcome';
import { actorOf, type Session } from '../../core/session';
import type { ComponentInput } from '../apps/components.service';
import type { PriceLogicAction, PriceLogicInput } from '../pricing/pricing.service';
import type { RateTableInputFields, RateTableOutcome } from '../pricing/rate-tables.service';
import type { ProductIdValue } from '../products/product-filter';
import type { HistoryRecordsRepository, Stream } from './history.repository';
import type { RowsAsOf, Snapshot } from './history-versions';

/** The services a restore saves through, so every check of a normal save applies (frozen versions, rules, …). */
export type HistoryRestorers = {
  components: { update(session: Session, id: string, input: ComponentInput): Promise<Outcome<unknown>> };
  pricing: {
    setAmountLogic(
      tenantId: string,
      actor: ReturnType<typeof actorOf>,
      productId: ProductIdValue,
      action: PriceLogicAction,
      input?: PriceLogicInput,
    ): Promise<Outcome<unknown>>;
  };
  products: {
    update(
      tenantId: string,
      actor: ReturnType<typeof actorOf>,
      productId: ProductIdValue,
      input: { underwritingRules?: string | null },
    ): Promise<Outcome<unknown>>;
  };
  rateTables: {
    update(
      tenantId: string,
      actor: ReturnType<typeof actorOf>,
      productId: ProductIdValue,
      name: string,
      input: RateTableInputFields,
    ): Promise<RateTableOutcome<unknown>>;
  };
  apps: { upsertConfig(session: Session, appId: string, config: unknown): Promise<Outcome<unknown>> };
};

/** How one kind of record keeps its history in the audit trail and restores a version. */
export type HistoryKind = {
  streams(recordId: string): Stream[];
  /** The record is the tenant's (another tenant's, or none, answers as missing). */
  exists(records: HistoryRecordsRepository, tenantId: string, recordId: string): Promise<boolean>;
  /** The fields a version shows, from its rows as of then; null while the record does not exist. */
  snapshot(rows: RowsAsOf): Snapshot | null;
  restore(
    deps: { restorers: HistoryRestorers; records: HistoryRecordsRepository },
    session: Session,
    recordId: string,
    snapshot: Snapshot,
  ): Promise<Outcome<unknown>>;
};

const pick = (row: Record<string, unknown> | undefined, fields: readonly string[]): Snapshot | null =>
  row ? Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) : null;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

async function productIdOf(records: HistoryRecordsRepository, tenantId: string, id: string) {
  const product = await records.product(tenantId, id);
  return product ? { plan: product.plan, type: product.type, version: product.version || null } : null;
}

const notFound = fail(HISTORY_ERRORS.recordNotFound);

/** A rule of a product version (its row's column): the amount logic or the underwriting rules. */
function ruleKind(column: 'amount_logic' | 'underwriting_rules'): HistoryKind {
  return {
    streams: (recordId) => [{ recordType: 'product', recordId }],
    exists: async (records, tenantId, recordId) => (await records.product(tenantId, recordId)) !== null,
    snapshot: (rows) => pick(rows('product')[0]?.row, [column]),
    async restore({ restorers, records }, session, recordId, snapshot) {
      const productId = await productIdOf(records, session.tenantId, recordId);
      if (!productId) return notFound;
      const rule = text(snapshot[column]);
      if (column === 'underwriting_rules')
        return restorers.products.update(session.tenantId, actorOf(session), productId, { underwritingRules: rule });
      return restorers.pricing.setAmountLogic(
        session.tenantId,
        actorOf(session),
        productId,
        rule === null ? 'delete' : 'update',
        rule === null ? {} : { amountLogic: rule },
      );
    },
  };
}

const COMPONENT_FIELDS = ['name', 'status', 'editor_ast', 'editor_script', 'component_json'] as const;
const RATE_TABLE_FIELDS = ['name', 'description', 'columns', 'rows', 'no_gaps'] as const;
const PAGE_FIELDS = ['path', 'name', 'component', 'meta_json', 'props_json', 'redirect', 'children'] as const;

const parsed = <T>(value: unknown, fallback: T): T => {
  try {
    return typeof value === 'string' ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
};

export const HISTORY_KINDS: Record<HistoryRecordType, HistoryKind> = {
  component: {
    streams: (recordId) => [{ recordType: 'app_component', recordId }],
    exists: async (records, tenantId, recordId) => (await records.component(tenantId, recordId)) !== null,
    snapshot: (rows) => pick(rows('app_component')[0]?.row, COMPONENT_FIELDS),
    restore: ({ restorers }, session, recordId, snapshot) =>
      restorers.components.update(session, recordId, {
        name: text(snapshot.name),
        status: text(snapshot.status),
        editorAst: JSON.stringify(snapshot.editor_ast),
        editorScript: text(snapshot.editor_script) ?? '',
        componentJsonString: text(snapshot.component_json) ?? '{}',
      }),
  },
  priceRule: ruleKind('amount_logic'),
  underwritingRule: ruleKind('underwriting_rules'),
  rateTable: {
    streams: (recordId) => [{ recordType: 'rate_table', recordId }],
    exists: async (records, tenantId, recordId) => (await records.rateTable(tenantId, recordId)) !== null,
    snapshot: (rows) => pick(rows('rate_table')[0]?.row, RATE_TABLE_FIELDS),
    async restore({ restorers, records }, session, recordId, snapshot) {
      const table = await records.rateTable(session.tenantId, recordId);
      const productId = table && (await productIdOf(records, session.tenantId, table.productId));
      if (!table || !productId) return notFound;
      const columns = parsed<{ inputs?: Array<{ name: string; kind: string }>; outputs?: string[] }>(
        snapshot.columns,
        {},
      );
      const outcome = await restorers.rateTables.update(session.tenantId, actorOf(session), productId, table.name, {
        name: text(snapshot.name),
        description: text(snapshot.description),
        inputs: columns.inputs ?? [],
        outputs: columns.outputs ?? [],
        noGaps: snapshot.no_gaps === true,
        rows: parsed<string[][]>(snapshot.rows, []),
      });
      return outcome.ok ? outcome : { ok: false, problem: outcome.problem };
    },
  },
  cmsConfig: {
    streams: (appId) => [
      { recordType: 'cms_config', recordId: appId },
      { recordType: 'app_theme', recordId: appId },
      { recordType: 'app_page', recordId: `${appId}:`, prefix: true },
    ],
    exists: async (records, tenantId, appId) => (await records.app(tenantId, appId)) !== null,
    snapshot(rows) {
      const config = rows('cms_config')[0]?.row;
      if (!config) return null;
      const pages = rows('app_page')
        .map(({ row }) => row)
        .sort((a, b) => Number(a.position) - Number(b.position))
        .map((row) => pick(row, PAGE_FIELDS));
      return { config: config.config ?? {}, pages, theme: rows('app_theme')[0]?.row.theme_json ?? null };
    },
    restore: ({ restorers }, session, appId, snapshot) =>
      restorers.apps.upsertConfig(session, appId, {
        ...(snapshot.config as Record<string, unknown>),
        componentRoutes: (snapshot.pages as Snapshot[]).map(
          (page): TCmsComponentRoute => ({
            path: text(page.path),
            name: text(page.name),
            component: text(page.component),
            metaJsonString: text(page.meta_json),
            propsJsonString: text(page.props_json),
            redirect: text(page.redirect),
            children: (page.children as TCmsComponentRoute | null) ?? null,
          }),
        ),
        themeJsonString: text(snapshot.theme),
      }),
  },
};
