import { isColorProperty, isCssColor } from '@carrier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

type Row = { property: string; value: string };

/** A colour property's value that is no colour ('notacolor' would make the element transparent). */
const isBadColour = (row: Row) =>
  isColorProperty(row.property.trim()) && row.value.trim() !== '' && !isCssColor(row.value);

/** Layer 5: the options of a key, each a CSS property and its value; a blank property is dropped. */
export function OptionsEditor({
  options,
  onChange,
}: {
  options: Record<string, string>;
  onChange: (options: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(options).map(([property, value]) => ({ property, value })),
  );
  const commit = (next: Row[]) => {
    setRows(next);
    onChange(
      Object.fromEntries(next.filter((row) => row.property.trim()).map((row) => [row.property.trim(), row.value])),
    );
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('themeEditor.options')}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div key={index} className="flex items-start gap-2">
          <TextField
            label={t('themeEditor.property')}
            value={row.property}
            translate="no"
            onChange={(event) =>
              commit(rows.map((item, at) => (at === index ? { ...item, property: event.target.value } : item)))
            }
          />
          <TextField
            label={t('themeEditor.value')}
            value={row.value}
            error={isBadColour(row) ? t('themeEditor.notColor', { value: row.value }) : undefined}
            translate="no"
            onChange={(event) =>
              commit(rows.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)))
            }
          />
          <Button variant="secondary" onClick={() => commit(rows.filter((_, at) => at !== index))}>
            {t('themeEditor.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => setRows([...rows, { property: '', value: '' }])}>
        {t('themeEditor.addOption')}
      </Button>
    </fieldset>
  );
}
