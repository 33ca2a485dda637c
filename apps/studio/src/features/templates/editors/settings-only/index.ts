import { createElement, lazy } from 'react';
import type { CommonDraft } from '../../shell/useTemplateDraft';

/** The lazily loaded settings-only editor of a kind whose own editor comes later. */
export const settingsOnlyEditor = (
  type: string,
  saveSettings: (templateId: string, common: CommonDraft) => Promise<unknown>,
) =>
  lazy(async () => {
    const { SettingsOnlyEditor } = await import('./SettingsOnlyEditor');
    return {
      default: ({ templateId }: { templateId: string }) =>
        createElement(SettingsOnlyEditor, {
          templateId,
          type,
          usesQuery: true,
          saveSettings: async (id: string, common: CommonDraft) => {
            await saveSettings(id, common);
          },
        }),
    };
  });
