import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { Button } from '../../../ui/Button';
import { SHOWN_IN_PAGE } from '../../../ui/useLoad';
import { changeParts } from './change-text';
import { FindingText } from './FindingText';
import { RollbackChangesQuery } from './publish-graphql';

/** Before a rollback: what it changes against the live version, in words, a note, and the question. */
export function RollbackConfirm({
  appId,
  version,
  busy,
  onCancel,
  onConfirm,
}: {
  appId: string;
  version: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const changes = useQuery({
    queryKey: ['publish', appId, 'changes', version],
    queryFn: async () => (await request(RollbackChangesQuery, { appId, version })).appRollbackChanges,
    meta: SHOWN_IN_PAGE,
  });
  return (
    <section
      aria-label={t('publish.rollbackTitle', { version })}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">{t('publish.rollbackTitle', { version })}</h3>
      {changes.isLoading && <p className="text-slate-600">{t('publish.rollbackLoading')}</p>}
      {changes.isError && <p role="alert">{errorMessage(changes.error)}</p>}
      {changes.data?.length === 0 && <p>{t('publish.rollbackNothing', { version })}</p>}
      {changes.data && changes.data.length > 0 && (
        <>
          <p className="text-slate-700">{t('publish.rollbackHelp')}</p>
          <ul className="list-disc space-y-1 pl-5" data-testid="rollback-changes">
            {changes.data.map((change) => (
              <li key={`${change.area}:${change.name}`}>
                <FindingText parts={changeParts(t, change)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <label className="block">
        <span className="mb-1 block font-medium text-slate-700">{t('publish.rollbackNote')}</span>
        <input
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('publish.notePlaceholder')}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('publish.cancel')}
        </Button>
        <Button onClick={() => onConfirm(note)} disabled={busy || changes.isLoading}>
          {t('publish.rollbackConfirm', { version })}
        </Button>
      </div>
    </section>
  );
}
