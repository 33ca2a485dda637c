import { memo } from 'react';
import { Link } from 'react-router';
import type { ResultOf } from '../../api/graphql';
import { formatDateTime } from '../../ui/format';
import { kindByView, useKindName } from './editors';
import type { TemplatesListQuery } from './graphql/templates';

export type TemplateListItem = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof TemplatesListQuery>['templates']>['list']>[number]
>;

/** One template in the list, linking to its editor; memoized, so a page re-render leaves unchanged rows alone. */
export const TemplateRow = memo(function TemplateRow({ template }: { template: TemplateListItem }) {
  const kindName = useKindName();
  const kind = kindByView(template.templateView);
  return (
    <tr className="align-top hover:bg-slate-50">
      <td className="px-4 py-3">
        {kind ? (
          <Link
            to={`/templates/${kind.path}/${template.id}`}
            className="font-medium text-blue-700 hover:underline"
            translate="no"
          >
            {template.name}
          </Link>
        ) : (
          <span className="font-medium" translate="no">
            {template.name}
          </span>
        )}
        {template.description && (
          <p className="mt-0.5 text-xs text-slate-500" translate="no">
            {template.description}
          </p>
        )}
      </td>
      <td className="px-4 py-3 text-slate-700">
        {kindName(template.type) ?? template.formattedTypeName ?? template.type}
      </td>
      <td className="px-4 py-3 font-mono text-xs text-slate-600" translate="no">
        {template.logicalId}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(template.createdAt)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(template.lastModifiedAt)}</td>
    </tr>
  );
});
