import { UI_LOCALES } from '@carrier/contracts/ui-tree';
import { useTranslation } from 'react-i18next';
import { type OptionValue, optionsOf } from '../elements/element-type';
import { useTreeStore } from '../store/hooks';
import { updateNode } from '../store/tree-ops';
import type { FlatNode } from '../store/tree-store';
import { DebouncedField } from './fields';

/** An option's label in one locale as the editor shows it: an older node's plain label is its en-US text. */
const labelIn = (option: OptionValue, locale: string) =>
  option.labels?.[locale] ?? (locale === 'en-US' ? option.label : '');

/** The option with its label in `locale` set (en-US also stays in `label`, what older readers take). */
function withLabel(option: OptionValue, locale: string, text: string): OptionValue {
  const labels = { ...(option.labels ?? (option.label ? { 'en-US': option.label } : {})) };
  if (text) labels[locale] = text;
  else delete labels[locale];
  return { ...option, labels, label: labels['en-US'] ?? option.value };
}

/**
 * The options of a select, radios, checkbox group or multi-select: each one's value (what the form
 * records and the pricing rule reads) and its label per locale, like the content tab's texts.
 */
export function OptionsEditor({ node, label }: { node: FlatNode; label: string }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const options = optionsOf(node);
  const change = (edit: (options: OptionValue[]) => OptionValue[]) =>
    updateNode(store, node.id, (current) => ({
      ...current,
      editorSettings: {
        ...current.editorSettings,
        props: { ...current.editorSettings.props, options: edit(optionsOf(current)) },
      },
    }));
  const at = (index: number, edit: (option: OptionValue) => OptionValue) =>
    change((list) => list.map((option, place) => (place === index ? edit(option) : option)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-semibold text-slate-700">{label}</legend>
      {options.map((option, index) => {
        const name = t('uiEditor.options.option', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list; its value is being edited.
          <fieldset key={index} className="space-y-1 rounded border border-slate-200 p-2" aria-label={name}>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <DebouncedField
                  label={`${name} · ${t('uiEditor.options.value')}`}
                  value={option.value}
                  onCommit={(value) => at(index, (before) => ({ ...before, value: value.trim() }))}
                />
              </div>
              <button
                type="button"
                className="rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50"
                aria-label={t('uiEditor.options.remove', { name })}
                onClick={() => change((list) => list.filter((_, place) => place !== index))}
              >
                {t('uiEditor.options.removeShort')}
              </button>
            </div>
            {UI_LOCALES.map((locale) => (
              <DebouncedField
                key={locale}
                label={`${name} · ${t(`uiEditor.locales.${locale}`)}`}
                value={labelIn(option, locale)}
                onCommit={(text) => at(index, (before) => withLabel(before, locale, text.trim()))}
              />
            ))}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
        onClick={() =>
          change((list) => {
            const value = `option${list.length + 1}`;
            return [...list, { value, label: value, labels: { 'en-US': value } }];
          })
        }
      >
        {t('uiEditor.options.add')}
      </button>
    </fieldset>
  );
}
