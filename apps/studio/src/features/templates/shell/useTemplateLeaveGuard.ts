import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';

/** Spec 001 §2 words the templates' leave prompt: 'Do you really want to leave? You have unsaved changes.' */
export function useTemplateLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  useUnsavedChangesGuard(dirty, t('templates.editor.leavePrompt'));
}
