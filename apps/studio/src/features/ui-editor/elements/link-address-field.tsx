import { linkHrefProblem } from '@carrier/contracts/ui-tree';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDebouncedText } from '../inspector/debounced';
import { useAppContent } from '../ui-editor-data';
import type { PropEditorProps } from './element-type';

const INPUT = 'block w-full rounded-md border px-2 py-1 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';

/**
 * A link's address: a page of the app (offered from its pages), http(s), mailto: or tel:. An address the
 * published app would not open (javascript:, a relative path) is refused at the field and not stored.
 */
export default function LinkAddressField({ label, value, onChange }: PropEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { appId = '' } = useParams();
  const pages = useAppContent(appId).data?.pages ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const field = useDebouncedText(typeof value === 'string' ? value : '', (text) => {
    const href = text.trim();
    const found = linkHrefProblem(href);
    setProblem(found);
    if (!found) onChange(href || undefined);
  });
  return (
    <div>
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        translate="no"
        list={`${id}-pages`}
        className={`${INPUT} ${problem ? 'border-red-600' : 'border-slate-300'}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        value={field.value}
        placeholder="/quote · https://… · mailto:… · tel:…"
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      <datalist id={`${id}-pages`}>
        {pages
          .filter((page) => page.path && !page.path.includes(':'))
          .map((page) => (
            <option key={page.path} value={page.path}>
              {page.name}
            </option>
          ))}
      </datalist>
      <p
        id={`${id}-help`}
        role={problem ? 'alert' : undefined}
        className={`mt-0.5 text-xs ${problem ? 'text-red-700' : 'text-slate-500'}`}
      >
        {problem ? t(`uiEditor.link.problems.${problem}`) : t('uiEditor.link.help')}
      </p>
    </div>
  );
}
