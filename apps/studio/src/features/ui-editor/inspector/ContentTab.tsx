import { UI_LOCALES } from '@carrier/contracts/ui-tree';
import { useTranslation } from 'react-i18next';
import { elementOf } from '../elements';
import { useNodeName } from '../elements/node-name';
import { useTreeStore } from '../store/hooks';
import { updateNode } from '../store/tree-ops';
import type { FlatNode } from '../store/tree-store';
import { DebouncedField } from './fields';

/** The content tab: the layer's name and each text of the element, per locale. */
export function ContentTab({ node }: { node: FlatNode }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const name = useNodeName();
  const type = elementOf(node.component);
  const setText = (field: string, locale: string, text: string) =>
    updateNode(store, node.id, (current) => {
      const texts = { ...current.editorSettings.texts };
      const byLocale = { ...(texts[field] ?? {}) };
      if (text) byLocale[locale] = text;
      else delete byLocale[locale];
      texts[field] = byLocale;
      return { ...current, editorSettings: { ...current.editorSettings, texts } };
    });
  return (
    <div className="space-y-3">
      <DebouncedField
        label={t('uiEditor.inspector.layerName')}
        value={name(node)}
        onCommit={(label) => updateNode(store, node.id, (current) => ({ ...current, label }))}
      />
      {type.texts.map((field) => (
        <fieldset key={field} className="space-y-2 rounded border border-slate-200 p-2">
          <legend className="px-1 text-xs font-semibold text-slate-700">{t(`uiEditor.texts.${field}`)}</legend>
          {UI_LOCALES.map((locale) => (
            <DebouncedField
              key={locale}
              label={`${t(`uiEditor.texts.${field}`)} · ${t(`uiEditor.locales.${locale}`)}`}
              value={node.editorSettings.texts[field]?.[locale] ?? ''}
              multiline={field === 'content' && type.type !== 'JButton'}
              onCommit={(text) => setText(field, locale, text)}
            />
          ))}
        </fieldset>
      ))}
      {type.texts.length === 0 && <p className="text-sm text-slate-500">{t('uiEditor.inspector.noTexts')}</p>}
    </div>
  );
}
