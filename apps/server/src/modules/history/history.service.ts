import { HISTORY_ERRORS, HISTORY_LIMITS, type HistoryRecordType } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { entryDiff } from '../audit/audit-diff';
import type { FieldDiff } from '../templates/template-diff';
import { createHistoryRecordsRepository, createHistoryRepository } from './history.repository';
import { HISTORY_KINDS, type HistoryRestorers } from './history-kinds';
import {
  foldVersions,
  type HistoryVersion,
  hasMissing,
  omittedHashes,
  type Snapshot,
  withValues,
} from './history-versions';

export type HistoryVersionSummary = Omit<HistoryVersion, 'snapshot'>;

/**
 * The version history of components, rules, rate tables and CMS configs, read out of the audit trail
 * (every saved state, who and when): list, compare any two, restore one through the record's own service.
 */
export function createHistoryService(deps: { db: Database; restorers: HistoryRestorers }) {
  const history = createHistoryRepository(deps.db);
  const records = createHistoryRecordsRepository(deps.db);

  async function versionsOf(session: Session, type: HistoryRecordType, recordId: string) {
    const kind = HISTORY_KINDS[type];
    if (!(await kind.exists(records, session.tenantId, recordId))) return fail(HISTORY_ERRORS.recordNotFound);
    const entries = await history.entries(session.tenantId, kind.streams(recordId));
    return ok(foldVersions(entries, kind.snapshot));
  }

  /** The versions by id, in the order asked, with their long values put back (else the problem). */
  async function found(session: Session, type: HistoryRecordType, recordId: string, ids: readonly string[]) {
    const versions = await versionsOf(session, type, recordId);
    if (!versions.ok) return versions;
    const picked: HistoryVersion[] = [];
    for (const id of ids) {
      const version = versions.value.find((candidate) => candidate.id === id);
      if (!version) return fail(HISTORY_ERRORS.versionNotFound);
      picked.push(version);
    }
    const hashes = new Set<string>();
    for (const version of picked) omittedHashes(version.snapshot, hashes);
    const values = await history.values(session.tenantId, [...hashes]);
    const snapshots = picked.map((version) => withValues(version.snapshot, values) as Snapshot);
    if (snapshots.some(hasMissing)) return fail(HISTORY_ERRORS.valueNotKept);
    return ok(snapshots);
  }

  return {
    async list(
      session: Session,
      type: HistoryRecordType,
      recordId: string,
      args: { limit?: number | null; skip?: number | null },
    ): Promise<Outcome<{ totalCount: number; list: HistoryVersionSummary[] }>> {
      const versions = await versionsOf(session, type, recordId);
      if (!versions.ok) return versions;
      const limit = Math.min(Math.max(args.limit ?? HISTORY_LIMITS.page, 0), HISTORY_LIMITS.page);
      const skip = Math.max(args.skip ?? 0, 0);
      const newestFirst = versions.value.reverse().map(({ snapshot: _snapshot, ...summary }) => summary);
      return ok({ totalCount: newestFirst.length, list: newestFirst.slice(skip, skip + limit) });
    },

    /** What changed from one version to another, field by field (bookkeeping columns left out). */
    async diff(
      session: Session,
      type: HistoryRecordType,
      recordId: string,
      fromId: string,
      toId: string,
    ): Promise<Outcome<FieldDiff[]>> {
      const snapshots = await found(session, type, recordId, [fromId, toId]);
      if (!snapshots.ok) return snapshots;
      const [before, after] = snapshots.value as [Snapshot, Snapshot];
      return ok(
        await entryDiff({ recordType: HISTORY_KINDS[type].streams(recordId)[0]?.recordType ?? type, before, after }),
      );
    },

    /**
     * Saves the record as the version held it, through its own service (every check of a save applies),
     * as a new version; answers the newest version's id (unchanged when the record already is so).
     */
    async restore(
      session: Session,
      type: HistoryRecordType,
      recordId: string,
      versionId: string,
    ): Promise<Outcome<string>> {
      const snapshots = await found(session, type, recordId, [versionId]);
      if (!snapshots.ok) return snapshots;
      const saved = await HISTORY_KINDS[type].restore(
        { restorers: deps.restorers, records },
        session,
        recordId,
        snapshots.value[0] as Snapshot,
      );
      if (!saved.ok) return saved;
      const versions = await versionsOf(session, type, recordId);
      if (!versions.ok) return versions;
      return ok(versions.value.at(-1)?.id ?? versionId);
    },
  };
}
