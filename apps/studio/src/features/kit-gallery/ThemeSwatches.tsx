import { THEME_TOKENS } from '@carrier/kit';

const COLOR_TOKENS = THEME_TOKENS.filter((token) => token.startsWith('color'));

/** The colour tokens of the current preset, as swatches. */
export function ThemeSwatches() {
  return (
    <ul className="kit-gallery__swatches" aria-label="Colour tokens">
      {COLOR_TOKENS.map((token) => (
        <li key={token} className="kit-gallery__swatch" title={token}>
          <span className="kit-gallery__chip" style={{ background: `var(--${token})` }} />
          <code>{token}</code>
        </li>
      ))}
    </ul>
  );
}
