import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../api/client';
import type { HistorySource } from '../../history/history-source';
import { VersionHistoryPanel } from '../../history/VersionHistoryPanel';
import { RestoreTemplateVersionMutation, TemplateVersionDiffQuery, TemplateVersionsQuery } from './graphql';

/** A template's versions as a history source (the template's own version table). */
function templateSource(templateId: string): HistorySource {
  return {
    key: ['templates', 'history', templateId],
    page: async (skip, limit) => (await request(TemplateVersionsQuery, { templateId, limit, skip })).templateVersions,
    diff: async (fromVersionId, toVersionId) =>
      (await request(TemplateVersionDiffQuery, { templateId, fromVersionId, toVersionId })).templateVersionDiff,
    restore: (versionId) =>
      mutate(RestoreTemplateVersionMutation, { templateId, versionId }, (data) => data.restoreTemplateVersion),
  };
}

/** The version history of a template (the shared history panel over the template's versions). */
export function TemplateHistoryPanel({
  templateId,
  ...props
}: {
  templateId: string;
  open: boolean;
  dirty: boolean;
  canRestore: boolean;
  onClose: () => void;
  onRestored: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const source = useMemo(() => templateSource(templateId), [templateId]);
  return (
    <VersionHistoryPanel
      source={source}
      confirmBody={(version) => t('templateHistory.confirmBody', { version })}
      {...props}
    />
  );
}
