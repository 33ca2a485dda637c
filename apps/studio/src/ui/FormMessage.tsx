import type { ReactNode } from 'react';

const KINDS = {
  error: { role: 'alert', className: 'bg-red-50 text-red-700' },
  success: { role: 'status', className: 'bg-emerald-50 text-emerald-800' },
} as const;

/** The message under a form: an error is announced as an alert, a success as a status. */
export function FormMessage({ kind, children }: { kind: keyof typeof KINDS; children: ReactNode }) {
  if (!children) return null;
  const { role, className } = KINDS[kind];
  return (
    <p role={role} className={`rounded-md px-3 py-2 text-sm ${className}`}>
      {children}
    </p>
  );
}
