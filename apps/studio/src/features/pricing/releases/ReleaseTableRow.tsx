import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../../../ui/format';
import type { ReleaseRow } from './ReleaseDetailsModal';

type Props = { release: ReleaseRow; onDetails: (release: ReleaseRow) => void };

/** One release; memoized, with a stable `onDetails`, so unchanged rows skip re-rendering. */
export const ReleaseTableRow = memo(function ReleaseTableRow({ release, onDetails }: Props) {
  const { t } = useTranslation();
  return (
    <tr data-testid="release-row">
      <td className="px-4 py-2 font-medium text-slate-900">{release.name}</td>
      <td className="px-4 py-2 text-slate-600">{release.description}</td>
      <td className="whitespace-nowrap px-4 py-2 text-slate-600">{formatDateTime(release.createdAt as string)}</td>
      <td className="px-4 py-2 text-right">
        <Button variant="ghost" onClick={() => onDetails(release)}>
          {t('pricing.releases.seeDetails')}
        </Button>
      </td>
    </tr>
  );
});
