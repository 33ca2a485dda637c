import type { HistoryRecordType } from '@carrier/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { useCan } from '../auth/useCan';
import { RecordVersionDiffQuery, RecordVersionsQuery, RestoreRecordVersionMutation } from './graphql';
import type { HistorySource } from './history-source';
import { VersionHistoryPanel } from './VersionHistoryPanel';

/** A record's versions (read from the audit trail on the server) as a history source. */
function recordSource(recordType: HistoryRecordType, recordId: string): HistorySource {
  return {
    key: ['history', recordType, recordId],
    page: async (skip, limit) =>
      (await request(RecordVersionsQuery, { recordType, recordId, limit, skip })).recordVersions,
    diff: async (fromVersionId, toVersionId) =>
      (await request(RecordVersionDiffQuery, { recordType, recordId, fromVersionId, toVersionId })).recordVersionDiff,
    restore: (versionId) =>
      mutate(RestoreRecordVersionMutation, { recordType, recordId, versionId }, (data) => data.restoreRecordVersion),
  };
}

/**
 * The "History" button of a component, rule, rate table or CMS config and its version history panel:
 * list, compare two, and (for an editor) restore one as a new version.
 */
export function RecordVersionHistory({
  recordType,
  recordId,
  dirty = false,
  onRestored,
}: {
  recordType: HistoryRecordType;
  recordId: string | null | undefined;
  /** The editor holds unsaved changes (a restore discards them). */
  dirty?: boolean;
  /** After a restore: the editor loads the record again. */
  onRestored: () => Promise<unknown> | unknown;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const canRestore = useCan('edit');
  const source = useMemo(() => (recordId ? recordSource(recordType, recordId) : null), [recordType, recordId]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={!source}>
        {t('versionHistory.open')}
      </Button>
      {source && (
        <VersionHistoryPanel
          source={source}
          open={open}
          dirty={dirty}
          canRestore={canRestore}
          confirmBody={(version) => t(`versionHistory.confirmBody.${recordType}`, { version })}
          onClose={() => setOpen(false)}
          onRestored={async () => {
            await onRestored();
          }}
        />
      )}
    </>
  );
}
