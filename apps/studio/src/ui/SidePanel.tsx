import type { ComponentProps } from 'react';
import { Modal } from './Modal';

/** A panel sliding in from the right: the modal dialog, placed at the side. */
export function SidePanel(props: Omit<ComponentProps<typeof Modal>, 'placement' | 'size'>) {
  return <Modal {...props} placement="side" />;
}
