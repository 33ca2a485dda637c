import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../ui/TabList';
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
      <TabList
        label={t('uiEditor.inspector.title')}
        tabs={TABS.map((item) => ({ id: item, label: t(`uiEditor.inspector.tabs.${item}`) }))}
        selected={tab}
        onSelect={setTab}
        look="underline"
        stretch
        className="mb-3"
      />
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
