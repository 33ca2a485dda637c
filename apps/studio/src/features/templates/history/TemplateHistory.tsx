import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useCan } from '../../auth/useCan';
import { TemplateHistoryPanel } from './TemplateHistoryPanel';

/** The editor header's History button and the panel it opens. */
export function TemplateHistory({
  templateId,
  dirty,
  disabled,
  onRestored,
}: {
  templateId: string;
  dirty: boolean;
  disabled: boolean;
  onRestored: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const canRestore = useCan('edit');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        {t('versionHistory.open')}
      </Button>
      <TemplateHistoryPanel
        templateId={templateId}
        open={open}
        dirty={dirty}
        canRestore={canRestore}
        onClose={() => setOpen(false)}
        onRestored={onRestored}
      />
    </>
  );
}
