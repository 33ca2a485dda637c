import { type KeyboardEvent, useState } from 'react';
import { toggleOption } from '../checkbox-group/checkbox-group';
import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import type { Option } from '../shared/option';
import { useControllableState } from '../shared/use-controllable-state';

export type MultiSelectProps = FieldProps & {
  options: readonly Option[];
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
};

/** The next enabled option index from `from` moving by `delta`, staying put at the ends. */
export function nextEnabledIndex(options: readonly Option[], from: number, delta: 1 | -1): number {
  for (let index = from + delta; index >= 0 && index < options.length; index += delta) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}

/**
 * A select-only combobox over a multi-selectable listbox (WAI-ARIA APG): focus stays on the combobox,
 * arrows move the active option, Space or Enter toggles it, Escape or Tab closes.
 */
export function MultiSelect({ options, value, defaultValue = [], onChange, placeholder, ...field }: MultiSelectProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const listId = `${ids.inputId}-listbox`;
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const summary = options.filter((option) => selected.includes(option.value)).map((option) => option.label);

  const openList = () => {
    const first = options.findIndex((option) => selected.includes(option.value));
    setActive(first >= 0 ? first : nextEnabledIndex(options, -1, 1));
    setOpen(true);
  };
  const toggle = (index: number) => {
    const option = options[index];
    if (option && !option.disabled) setSelected(toggleOption(options, selected, option.value));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return setOpen(false);
    if (!open) {
      if (!['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) return;
      openList();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActive(nextEnabledIndex(options, active, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home') {
      setActive(nextEnabledIndex(options, -1, 1));
    } else if (event.key === 'End') {
      setActive(nextEnabledIndex(options, options.length, -1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      toggle(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <FieldFrame field={field} ids={ids} kind="multi-select" layout="named">
      <div className={cx('ck-multi', open && 'ck-multi--open')}>
        <div
          role="combobox"
          id={ids.inputId}
          className="ck-input ck-multi__control"
          tabIndex={field.disabled ? -1 : 0}
          aria-labelledby={ids.labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-disabled={field.disabled || undefined}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          onKeyDown={field.disabled ? undefined : onKeyDown}
          onClick={() => !field.disabled && (open ? setOpen(false) : openList())}
          onBlur={() => setOpen(false)}
          {...describedBy(field, ids)}
        >
          <span className={cx('ck-multi__summary', summary.length === 0 && 'ck-multi__summary--empty')}>
            {summary.length ? summary.join(', ') : (placeholder ?? t('multiSelect.placeholder'))}
          </span>
          {summary.length ? (
            <span className="ck-multi__count">{t('multiSelect.count', { count: summary.length })}</span>
          ) : null}
        </div>
        <div
          role="listbox"
          id={listId}
          className="ck-multi__list"
          aria-labelledby={ids.labelId}
          aria-multiselectable="true"
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              className={cx('ck-multi__option', index === active && 'ck-multi__option--active')}
              aria-selected={selected.includes(option.value)}
              aria-disabled={option.disabled || undefined}
              onClick={() => toggle(index)}
              onMouseEnter={() => setActive(index)}
            >
              <span className="ck-multi__tick" aria-hidden="true" />
              {option.label}
            </div>
          ))}
        </div>
      </div>
    </FieldFrame>
  );
}
