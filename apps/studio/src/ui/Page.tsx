import type { ReactNode } from 'react';

/**
 * The one page width of the studio: the top bar, every page and full-screen editors' headers line up
 * on it. Narrow windows (from 360 px) get smaller side padding; nothing inside may be wider.
 */
export const PAGE_WIDTH = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

/** A page's <main>: the shared width, vertical rhythm, and no sideways scrolling of the whole page. */
export function Page({
  children,
  className = '',
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <main className={`${PAGE_WIDTH} min-w-0 py-6 sm:py-10 ${className}`} data-testid={testId}>
      {children}
    </main>
  );
}

/** A page's title row: the heading (with an optional count or subtitle) and its main actions, wrapping on narrow screens. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
