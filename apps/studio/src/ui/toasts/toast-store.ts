import { createToastStore } from '@carrier/kit/toast-store';

export type { ToastKind, ToastStore } from '@carrier/kit/toast-store';

/** The studio's one toast store: every screen, and the kit's widgets in /kit, toast through it. */
export const toasts = createToastStore();
