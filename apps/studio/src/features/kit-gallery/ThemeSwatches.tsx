import { THEME_TOKENS } from '@carrier/kit';

const COLOR_TOKENS = THEME_TOKENS.filter((token) => token.startsWith('color'));

/** The colour tokens of the current preset, as swatches. */
export function ThemeSwatches({ label }: { label: string }) {
  return (
    <ul className="kit-gallery__swatches" aria-label={label}>
      {COLOR_TOKENS.map((token) => (
        <li key={token} className="kit-gallery__swatch" title={token}>
          <span className="kit-gallery__chip" style={{ background: `var(--${token})` }} />
          <code translate="no">{token}</code>
        </li>
      ))}
    </ul>
  );
}
