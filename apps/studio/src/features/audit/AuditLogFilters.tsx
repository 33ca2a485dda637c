import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type AuditFilterState, datesReversed } from './audit-filter';
import { OPERATIONS, RECORD_TYPES, useAuditLabels } from './audit-labels';

type Props = {
  filter: AuditFilterState;
  onChange: (change: Partial<AuditFilterState>) => void;
};

/** The log's filters: record type, operation, record id and a range of days. */
export function AuditLogFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  return (
    <fieldset className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
      <legend className="sr-only">{t('audit.filters')}</legend>
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t('audit.columns.record')}
        value={filter.type ?? ''}
        placeholder={t('audit.any')}
        options={RECORD_TYPES.map((type) => ({ value: type, label: labels.recordType(type) }))}
        onChange={(event) => onChange({ type: event.target.value || null })}
      />
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t('audit.columns.operation')}
        value={filter.operation ?? ''}
        placeholder={t('audit.any')}
        options={OPERATIONS.map((operation) => ({ value: operation, label: labels.operation(operation) }))}
        onChange={(event) => onChange({ operation: event.target.value || null })}
      />
      <TextField
        className="col-span-2 lg:col-span-1"
        label={t('audit.recordId')}
        value={filter.record ?? ''}
        onChange={(event) => onChange({ record: event.target.value || null })}
      />
      <TextField
        type="date"
        label={t('audit.from')}
        value={filter.from ?? ''}
        onChange={(event) => onChange({ from: event.target.value || null })}
      />
      <TextField
        type="date"
        label={t('audit.to')}
        error={datesReversed(filter) ? t('audit.datesReversed') : undefined}
        value={filter.to ?? ''}
        onChange={(event) => onChange({ to: event.target.value || null })}
      />
    </fieldset>
  );
}
