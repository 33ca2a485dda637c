import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedText } from '../../../i18n/localized';
import { elementOf } from '../elements';
import { MAX_AGE, MIN_AGE, MIN_WORDS, type PropSpec } from '../elements/element-type';
import { useTreeStore } from '../store/hooks';
import { updateNode } from '../store/tree-ops';
import type { FlatNode } from '../store/tree-store';
import { ELEMENT_PANELS } from './element-panels';
import { DebouncedField, InspectorSelect } from './fields';
import { OptionsEditor } from './OptionsEditor';

/** Validators of the kit a form element may carry (spec 002 §5). */
const VALIDATOR_NAMES = ['noChinese', 'hkid', 'minWords', 'ageBetween'] as const;

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The props tab: the binding to the component's form fields and the element type's own props. */
export function PropsTab({ node, formFields }: { node: FlatNode; formFields: readonly string[] }) {
  const { t } = useTranslation();
  const inLocale = useLocalizedText();
  const store = useTreeStore();
  const type = elementOf(node.component);
  const Panel = ELEMENT_PANELS[node.component];
  const props = node.editorSettings.props;
  const setProp = (name: string, value: unknown) =>
    updateNode(store, node.id, (current) => {
      const next = { ...current.editorSettings.props };
      if (value === undefined || value === '' || value === false) delete next[name];
      else next[name] = value;
      return { ...current, editorSettings: { ...current.editorSettings, props: next } };
    });
  const field = (spec: PropSpec) => {
    const label = inLocale(spec.label);
    const value = props[spec.name];
    switch (spec.kind) {
      case 'boolean':
        return <Checkbox label={label} checked={value === true} onChange={(on) => setProp(spec.name, on)} />;
      case 'number':
        return (
          <DebouncedField
            label={label}
            type="number"
            value={typeof value === 'number' ? String(value) : ''}
            onCommit={(text) => setProp(spec.name, text === '' ? undefined : Number(text))}
          />
        );
      case 'text':
        return (
          <DebouncedField
            label={label}
            value={typeof value === 'string' ? value : ''}
            onCommit={(text) => setProp(spec.name, text)}
          />
        );
      case 'choice':
        return (
          <InspectorSelect
            label={label}
            value={typeof value === 'string' ? value : ''}
            none="—"
            options={spec.choices.map((choice) => ({ value: choice.value, label: inLocale(choice.label) }))}
            onChange={(choice) => setProp(spec.name, choice || undefined)}
          />
        );
      case 'custom':
        return <spec.Editor node={node} label={label} value={value} onChange={(next) => setProp(spec.name, next)} />;
      case 'options':
        return <OptionsEditor node={node} label={label} />;
      case 'validators': {
        const chosen = Array.isArray(value) ? (value as string[]) : [];
        return (
          <fieldset className="space-y-1">
            <legend className="text-xs font-semibold text-slate-700">{label}</legend>
            {VALIDATOR_NAMES.map((name) => (
              <Checkbox
                key={name}
                label={t(`uiEditor.validators.${name}`)}
                checked={chosen.includes(name)}
                onChange={(on) => {
                  const next = on ? [...chosen, name] : chosen.filter((item) => item !== name);
                  setProp('validators', next.length ? next : undefined);
                }}
              />
            ))}
            {chosen.includes('minWords') && field(MIN_WORDS)}
            {chosen.includes('ageBetween') && !type.props.some((prop) => prop.name === 'minAge') && (
              <>
                {field(MIN_AGE)}
                {field(MAX_AGE)}
              </>
            )}
          </fieldset>
        );
      }
    }
  };
  return (
    <div className="space-y-3">
      {type.binds && (
        <InspectorSelect
          label={t('uiEditor.props.bindTo')}
          value={node.bindTo ?? ''}
          none={t('uiEditor.props.unbound')}
          options={formFields.map((name) => ({ value: name, label: name }))}
          onChange={(bindTo) =>
            updateNode(store, node.id, (current) => {
              const { bindTo: _old, ...rest } = current;
              return bindTo ? { ...rest, bindTo } : rest;
            })
          }
        />
      )}
      {type.props.map((spec) => (
        <div key={spec.name}>{field(spec)}</div>
      ))}
      {Panel && <Panel node={node} />}
      {!type.binds && type.props.length === 0 && (
        <p className="text-sm text-slate-500">{t('uiEditor.inspector.noProps')}</p>
      )}
    </div>
  );
}
