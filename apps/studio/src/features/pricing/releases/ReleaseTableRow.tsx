import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { RowAction } from '../../../ui/RowAction';
import type { ReleaseRow } from './ReleaseDetailsModal';

type Props = { release: ReleaseRow; onDetails: (release: ReleaseRow) => void };

/** One release; memoized, with a stable `onDetails`, so unchanged rows skip re-rendering. */
export const ReleaseTableRow = memo(function ReleaseTableRow({ release, onDetails }: Props) {
  const { t } = useTranslation();
  return (
    <tr data-testid="release-row">
      {/* A release's name and description are the user's own words: never translated. */}
      <td className="px-4 py-2 font-medium break-words text-slate-900">
        <span translate="no">{release.name}</span>
        {/* Below sm the description and date sit under the name (their columns are hidden). */}
        <span className="block text-xs font-normal text-slate-600 sm:hidden" translate="no">
          {release.description}
        </span>
        <span className="block text-xs font-normal text-slate-500 sm:hidden">
          {formatDateTime(release.createdAt as string)}
        </span>
      </td>
      <td className="hidden px-4 py-2 text-slate-600 sm:table-cell" translate="no">
        {release.description}
      </td>
      <td className="hidden whitespace-nowrap px-4 py-2 text-slate-600 sm:table-cell">
        {formatDateTime(release.createdAt as string)}
      </td>
      <td className="px-1 py-2 text-right sm:px-4">
        <RowAction icon="details" label={t('pricing.releases.seeDetails')} onClick={() => onDetails(release)} />
      </td>
    </tr>
  );
});
