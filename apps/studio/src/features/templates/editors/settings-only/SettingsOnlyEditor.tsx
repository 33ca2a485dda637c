import { useTranslation } from 'react-i18next';
import { TemplateEditorShell } from '../../shell/TemplateEditorShell';
import type { CommonDraft } from '../../shell/useTemplateDraft';

type Props = {
  templateId: string;
  type: string;
  usesQuery: boolean;
  saveSettings: (templateId: string, common: CommonDraft) => Promise<void>;
};

const noContent = async () => ({});

/**
 * The shared shell for a kind whose own editor comes in a later issue: its settings (and query)
 * can be edited and the template deleted already.
 */
export function SettingsOnlyEditor({ templateId, type, usesQuery, saveSettings }: Props) {
  const { t } = useTranslation();
  return (
    <TemplateEditorShell<Record<string, never>>
      templateId={templateId}
      kindLabel={t(`templates.kinds.${type}`)}
      load={noContent}
      usesQuery={usesQuery}
      save={async (id, common) => {
        await saveSettings(id, common);
        return undefined;
      }}
    >
      {() => (
        <section className="rounded-lg border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center text-sm text-slate-600">
          {t('templates.editor.comingSoon', { kind: t(`templates.kinds.${type}`) })}
        </section>
      )}
    </TemplateEditorShell>
  );
}
