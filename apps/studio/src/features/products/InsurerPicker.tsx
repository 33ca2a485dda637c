import { forwardRef, type SelectHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/SelectField';
import { InsurerManagerModal } from './InsurerManagerModal';
import { useInsurers } from './useInsurers';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { error?: string };

/** The insurer select, with a way to add or rename insurers without leaving the form. */
export const InsurerPicker = forwardRef<HTMLSelectElement, Props>(function InsurerPicker({ error, ...props }, ref) {
  const { t } = useTranslation();
  const insurers = useInsurers();
  const [managing, setManaging] = useState(false);
  const options = (insurers.data ?? []).map((insurer) => ({ value: insurer.id, label: insurer.name ?? insurer.id }));
  return (
    <div>
      <div className="flex items-end gap-2">
        {insurers.data ? (
          <SelectField
            ref={ref}
            className="flex-1"
            label={t('products.fields.insurer')}
            placeholder={t('products.fields.insurerPlaceholder')}
            options={options}
            error={error}
            required
            {...props}
          />
        ) : (
          // The select mounts once its options exist, so the form's value (a pre-filled insurer) shows.
          <SelectField
            className="flex-1"
            label={t('products.fields.insurer')}
            placeholder={t('products.loading')}
            options={[]}
            required
            disabled
          />
        )}
        <button
          type="button"
          onClick={() => setManaging(true)}
          className={`rounded-md px-2 py-2 text-sm font-medium text-blue-700 hover:underline ${error ? 'mb-5' : ''}`}
        >
          {t('products.insurers.manage')}
        </button>
      </div>
      <InsurerManagerModal open={managing} onClose={() => setManaging(false)} />
    </div>
  );
});
