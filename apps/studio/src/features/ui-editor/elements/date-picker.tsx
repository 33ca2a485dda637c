import { DatePicker } from '@carrier/kit';
import { asText, boolProp, defineElement, FIELD_TEXTS, localized, REQUIRED } from './element-type';

export const datePicker = defineElement({
  type: 'JDatePicker',
  name: localized('Date picker', '日期選擇器'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, { name: 'format', label: localized('Display format', '顯示格式'), kind: 'text' }],
  defaults: () => ({ label: 'Date', texts: { label: { 'en-US': 'Date' } } }),
  Canvas: ({ frame, text, node, field }) => {
    const format = node.editorSettings.props.format;
    return (
      <div {...frame}>
        <DatePicker
          label={text('label')}
          hint={text('hint') || undefined}
          placeholder={text('placeholder') || undefined}
          format={typeof format === 'string' && format ? format : undefined}
          required={boolProp(node, 'required')}
          {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
        />
      </div>
    );
  },
});
