/** One choice of a checkbox group, radios, select or multi-select. */
export type Option = { value: string; label: string; disabled?: boolean };
