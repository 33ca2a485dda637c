import type { ButtonHTMLAttributes } from 'react';
import { Button } from './Button';

const PATHS = {
  edit: 'M4 20h4l10.5-10.5a2.1 2.1 0 0 0-4-4L4 16v4zM13.5 6.5l4 4',
  remove: 'M5 7h14M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3',
  details: 'M12 8h.01M11 12h1v4h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
} as const;

/**
 * A table row's action: its words from `sm` up, an icon with the same accessible name below, so a
 * row's actions fit a 360 px screen without a sideways scroll.
 */
export function RowAction({
  icon,
  label,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: keyof typeof PATHS; label: string }) {
  return (
    <Button variant="ghost" aria-label={label} className={`px-2 sm:px-4 ${className}`} {...props}>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-5 w-5 sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[icon]} />
      </svg>
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );
}
