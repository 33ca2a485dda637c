import { useId } from 'react';

type Props = {
  label: string;
  help: string;
  on: boolean;
  /** The switch's own words for its two states ("On" / "Off"). */
  onText: string;
  offText: string;
  disabled: boolean;
  onToggle: () => void;
  testId: string;
  /** Smaller words, for a switch inside a card rather than a settings list. */
  compact?: boolean;
};

/** A labelled on/off switch (role="switch") with a line of help, both tied to it for screen readers. */
export function LabelledSwitch({ label, help, on, onText, offText, disabled, onToggle, testId, compact }: Props) {
  const labelId = useId();
  const helpId = useId();
  return (
    <div className={`flex items-center justify-between ${compact ? 'gap-3' : 'gap-4 p-4'}`}>
      <div className="min-w-0">
        <p id={labelId} className={compact ? 'text-sm font-medium text-slate-800' : 'font-medium text-slate-900'}>
          {label}
        </p>
        <p id={helpId} className={compact ? 'text-xs text-slate-500' : 'text-sm text-slate-600'}>
          {help}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        disabled={disabled}
        onClick={onToggle}
        data-testid={testId}
        className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-1 py-1 pr-3 text-xs font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-60 ${
          on ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 bg-slate-100 text-slate-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`h-5 w-5 rounded-full bg-white shadow transition ${on ? 'order-last ml-1' : ''}`}
        />
        <span>{on ? onText : offText}</span>
      </button>
    </div>
  );
}
