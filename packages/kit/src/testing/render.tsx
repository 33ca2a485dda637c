import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { KitLocaleProvider } from '../i18n/locale-context';
import type { KitLocale } from '../i18n/translate';

/**
 * Testing Library only advances fake timers it recognises as Jest's; this lets it drive Vitest's
 * (call after `vi.useFakeTimers()`).
 */
function shareFakeTimersWithTestingLibrary() {
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
}

/** Renders inside the kit's locale provider and returns a user-event session with it. */
export function renderKit(ui: ReactElement, { locale = 'en-US' as KitLocale, fakeTimers = false } = {}) {
  if (fakeTimers) shareFakeTimersWithTestingLibrary();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(<KitLocaleProvider locale={locale}>{ui}</KitLocaleProvider>);
  return { user, ...result };
}
