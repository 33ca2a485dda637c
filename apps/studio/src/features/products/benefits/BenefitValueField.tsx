import { CURRENCY_CODES } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { LazyCodeEditor as CodeEditor } from '../../../ui/LazyCodeEditor';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { VALUE_TYPES, type ValueType } from './benefit-value';

type Props = {
  type: ValueType;
  value: string;
  onTypeChange: (type: ValueType) => void;
  onChange: (value: string) => void;
  error?: string;
};

/** A typed value: Number, Text, Boolean, Date or Complex (JSON). */
export function BenefitValueField({ type, value, onTypeChange, onChange, error }: Props) {
  const { t } = useTranslation();
  const label = t('products.benefits.value');
  return (
    <div className="space-y-3">
      <SelectField
        label={t('products.benefits.valueType')}
        value={type}
        onChange={(event) => onTypeChange(event.target.value as ValueType)}
        options={VALUE_TYPES.map((option) => ({ value: option, label: t(`products.benefits.types.${option}`) }))}
      />
      {type === 'Boolean' ? (
        <SelectField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder=""
          options={[
            { value: 'true', label: t('products.benefits.yes') },
            { value: 'false', label: t('products.benefits.no') },
          ]}
        />
      ) : type === 'Complex' ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">{label}</p>
          <CodeEditor label={label} value={value} onChange={onChange} minHeight="6rem" invalid={Boolean(error)} />
          {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
        </div>
      ) : (
        <TextField
          label={label}
          type={type === 'Number' ? 'number' : type === 'Date' ? 'date' : 'text'}
          step={type === 'Number' ? 'any' : undefined}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** Currency codes with UNDEFINED shown as None, first. */
export function CurrencyField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: 'UNDEFINED', label: t('products.benefits.currencyNone') },
    ...CURRENCY_CODES.filter((code) => code !== 'UNDEFINED').map((code) => ({ value: code, label: code })),
  ];
  return (
    <SelectField
      label={t('products.benefits.currency')}
      value={value || 'UNDEFINED'}
      onChange={(event) => onChange(event.target.value)}
      options={options}
    />
  );
}
