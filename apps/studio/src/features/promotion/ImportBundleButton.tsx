import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ImportBundleModal } from './ImportBundleModal';

/** Opens the bundle import (a zip exported from another environment). */
export function ImportBundleButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('promotion.import.open')}
      </Button>
      {open && <ImportBundleModal onClose={() => setOpen(false)} />}
    </>
  );
}
