import { toVueTemplate } from '@carrier/contracts/ui-tree';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { useTreeStore } from '../store/hooks';

/** The code view: the Vue 2.6.11 template generated from the tree as it is now. */
export function CodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  return (
    <Modal open={open} title={t('uiEditor.code.title')} onClose={onClose} size="lg">
      {open && (
        <pre
          translate="no"
          data-testid="ui-editor-code"
          className="max-h-[60vh] overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
        >
          {toVueTemplate(store.toTree())}
        </pre>
      )}
    </Modal>
  );
}
