import {
  Button,
  MODAL_SIZES,
  MODAL_VARIANTS,
  Modal,
  type ModalSize,
  type ModalVariant,
  Spinner,
  TextInput,
  TOAST_KINDS,
  useToasts,
} from '@carrier/kit';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/format';
import { Code, GallerySection, GalleryState } from '../GallerySection';
import { useGalleryText } from '../use-gallery-text';

export function SpinnerSection() {
  const t = useGalleryText();
  const [round, setRound] = useState(0);
  return (
    <GallerySection id="spinner" title={t.pick('Spinner', '載入指示')}>
      <GalleryState caption={t.pick('Circle, after 400 ms', '圓形（400 毫秒後）')}>
        <Spinner key={`circle-${round}`} />
      </GalleryState>
      <GalleryState caption={t.pick('Dots, after 400 ms', '圓點（400 毫秒後）')}>
        <Spinner key={`dots-${round}`} type="dots" />
      </GalleryState>
      <GalleryState caption={t.pick('Replay the delay', '重播延遲')}>
        <Button size="sm" variant="secondary" onClick={() => setRound(round + 1)}>
          {t.pick('Restart spinners', '重新開始')}
        </Button>
      </GalleryState>
    </GallerySection>
  );
}

type OpenModal = { size: ModalSize; variant: ModalVariant } | null;

export function ModalSection() {
  const t = useGalleryText();
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);
  return (
    <GallerySection id="modal" title={t.pick('Modal', '對話框')}>
      <GalleryState caption={t.pick('Sizes', '尺寸')}>
        <div className="kit-gallery__row">
          {MODAL_SIZES.map((size) => (
            <Button key={size} size="sm" variant="secondary" onClick={() => setOpen({ size, variant: 'default' })}>
              {t.pick('Open', '開啟')} <Code>{size}</Code>
            </Button>
          ))}
        </div>
      </GalleryState>
      <GalleryState caption={t.pick('Variants', '款式')}>
        <div className="kit-gallery__row">
          {MODAL_VARIANTS.map((variant) => (
            <Button key={variant} size="sm" variant="secondary" onClick={() => setOpen({ size: 'default', variant })}>
              {t.pick('Open', '開啟')} <Code>{variant}</Code>
            </Button>
          ))}
        </div>
      </GalleryState>
      <Modal
        title={open ? `${open.variant} / ${open.size}` : ''}
        open={open !== null}
        onOpenChange={(next) => !next && close()}
        size={open?.size}
        variant={open?.variant}
        footer={
          <>
            <Button variant="text" onClick={close}>
              {t.pick('Cancel', '取消')}
            </Button>
            <Button onClick={close}>{t.pick('Confirm', '確認')}</Button>
          </>
        }
      >
        <TextInput label={t.pick('Reason', '原因')} />
      </Modal>
    </GallerySection>
  );
}

export function ToastSection() {
  const t = useGalleryText();
  const toasts = useToasts();
  return (
    <GallerySection id="toasts" title={t.pick('Message toasts', '訊息提示')}>
      <GalleryState caption={t.pick('Kinds (auto-close 10 s, at most 5)', '類型（10 秒後關閉，最多 5 個）')}>
        <div className="kit-gallery__row">
          {TOAST_KINDS.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              onClick={() => toasts[kind](`${kind}: ${t.pick('saved at', '儲存於')} ${formatDateTime(new Date())}`)}
            >
              {t.pick('Show', '顯示')} <Code>{kind}</Code>
            </Button>
          ))}
        </div>
      </GalleryState>
      <GalleryState caption={<Code>optimisticUIError</Code>}>
        <Button
          size="sm"
          variant="danger"
          onClick={() =>
            toasts.optimisticUIError([
              { message: t.pick('The app id is already taken.', '應用程式 ID 已被使用。') },
              'second error',
            ])
          }
        >
          {t.pick('Show', '顯示')} <Code>optimisticUIError</Code>
        </Button>
      </GalleryState>
    </GallerySection>
  );
}
