import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderKit } from '../testing/render';
import { TextInput } from '../text-input/text-input';
import { MODAL_SIZES, MODAL_VARIANTS, Modal } from './modal';

function Opener({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        title="Delete app"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <TextInput label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('offers the spec sizes and variants', () => {
    expect(MODAL_SIZES).toEqual(['small', 'default', 'large']);
    expect(MODAL_VARIANTS).toEqual(['default', 'default-large', 'default-small', 'default-smallest', 'side']);
  });

  it('opens as a labelled modal dialog with focus inside, trapped, and closes with Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderKit(<Opener onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete app' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('opens uncontrolled with a variant class and a zh-HK close button', async () => {
    const { user } = renderKit(
      <Modal title="側欄" defaultOpen variant="side">
        body
      </Modal>,
      { locale: 'zh-HK' },
    );
    expect(screen.getByRole('dialog', { name: '側欄' })).toHaveClass('ck-modal--side');
    await user.click(screen.getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
