import {
  DESIGN_PROPERTIES,
  DESIGN_STATES,
  DESIGN_VIEWPORTS,
  type DesignState,
  type DesignViewport,
  designValue,
  withDesign,
} from '@carrier/contracts/ui-tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTreeStore } from '../store/hooks';
import { updateNode } from '../store/tree-ops';
import type { FlatNode } from '../store/tree-store';
import { InspectorSelect } from './fields';

function Segmented<T extends string>({
  label,
  values,
  value,
  onChange,
  text,
}: {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <fieldset className="flex overflow-hidden rounded-md border border-slate-300 text-xs">
      <legend className="sr-only">{label}</legend>
      {values.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={item === value}
          onClick={() => onChange(item)}
          className={`flex-1 px-2 py-1 ${item === value ? 'bg-blue-700 text-white' : 'bg-white hover:bg-slate-100'}`}
        >
          {text(item)}
        </button>
      ))}
    </fieldset>
  );
}

/** The design tab: Tailwind-style properties for a state (normal, hover) and a viewport (all, sm..xl). */
export function DesignTab({ node }: { node: FlatNode }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const [state, setState] = useState<DesignState>('normal');
  const [viewport, setViewport] = useState<DesignViewport>('all');
  const classList = node.attrsMap.class ?? '';
  const properties = DESIGN_PROPERTIES.filter((property) => state === 'normal' || property.hover);
  return (
    <div className="space-y-3">
      <Segmented
        label={t('uiEditor.design.state')}
        values={DESIGN_STATES}
        value={state}
        onChange={setState}
        text={(item) => t(`uiEditor.design.states.${item}`)}
      />
      <Segmented
        label={t('uiEditor.design.viewport')}
        values={DESIGN_VIEWPORTS}
        value={viewport}
        onChange={setViewport}
        text={(item) => t(`uiEditor.design.viewports.${item}`)}
      />
      <div className="grid grid-cols-2 gap-2">
        {properties.map((property) => (
          <InspectorSelect
            key={property.id}
            label={t(`uiEditor.design.properties.${property.id}`)}
            value={designValue(classList, viewport, state, property.id) ?? ''}
            none="—"
            options={Object.keys(property.classes).map((name) => ({ value: name, label: name }))}
            onChange={(utility) =>
              updateNode(store, node.id, (current) => ({
                ...current,
                attrsMap: {
                  ...current.attrsMap,
                  class: withDesign(current.attrsMap.class ?? '', viewport, state, property.id, utility || null),
                },
              }))
            }
          />
        ))}
      </div>
    </div>
  );
}
