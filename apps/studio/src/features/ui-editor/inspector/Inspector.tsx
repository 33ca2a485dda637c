import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNode, useTreeMeta } from '../store/hooks';
import { ContentTab } from './ContentTab';
import { DesignTab } from './DesignTab';
import { PropsTab } from './PropsTab';

const TABS = ['content', 'design', 'props'] as const;
type Tab = (typeof TABS)[number];

const NodeInspector = memo(function NodeInspector({ id, formFields }: { id: string; formFields: readonly string[] }) {
  const { t } = useTranslation();
  const node = useNode(id);
  const [tab, setTab] = useState<Tab>('content');
  if (!node) return null;
  return (
    <div>
      <div role="tablist" aria-label={t('uiEditor.inspector.title')} className="mb-3 flex border-b border-slate-200">
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tab === item}
            onClick={() => setTab(item)}
            className={`flex-1 px-2 py-1.5 text-sm ${
              tab === item ? 'border-b-2 border-blue-700 font-semibold text-blue-800' : 'text-slate-600'
            }`}
          >
            {t(`uiEditor.inspector.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'content' && <ContentTab node={node} />}
        {tab === 'design' && <DesignTab node={node} />}
        {tab === 'props' && <PropsTab node={node} formFields={formFields} />}
      </div>
    </div>
  );
});

/** The inspector of the selected node: content (default), design and props tabs. */
export function Inspector({ formFields }: { formFields: readonly string[] }) {
  const { t } = useTranslation();
  const { selected } = useTreeMeta();
  if (!selected) return <p className="text-sm text-slate-500">{t('uiEditor.inspector.nothing')}</p>;
  return <NodeInspector key={selected} id={selected} formFields={formFields} />;
}
