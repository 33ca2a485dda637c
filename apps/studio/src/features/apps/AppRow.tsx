import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResultOf } from '../../api/graphql';
import type { AppsPageQuery } from './graphql/apps';

export type AppListItem = NonNullable<NonNullable<ResultOf<typeof AppsPageQuery>['apps']['list']>[number]>;

/** One app: its name links to its info card. Memoized, so a page re-render leaves unchanged rows alone. */
export const AppRow = memo(function AppRow({ app }: { app: AppListItem }) {
  const { t } = useTranslation();
  return (
    <tr className="hover:bg-slate-50">
      <td className="truncate px-4 py-3">
        <Link
          to={`/apps/detail/${encodeURIComponent(app.appId)}`}
          className="font-medium text-blue-700 hover:underline"
          translate="no"
        >
          {app.appName || app.appId}
        </Link>
      </td>
      <td className="truncate px-4 py-3 font-mono text-xs text-slate-700" translate="no">
        {app.appId}
      </td>
      <td className="hidden truncate px-4 py-3 font-mono text-xs text-slate-500 md:table-cell">
        {app.urlRouting?.regexPattern ?? t('apps.none')}
      </td>
    </tr>
  );
});
