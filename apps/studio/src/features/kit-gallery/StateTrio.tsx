import type { ReactNode } from 'react';
import { GalleryState, ValueReadout } from './GallerySection';
import { useGalleryText } from './use-gallery-text';

type DemoState = {
  normal: boolean;
  labelSuffix: string;
  /** Spread into the widget: `disabled` or an `error` message key. */
  field: { disabled?: boolean; error?: string };
};

type StateTrioProps = {
  /** Names the value readout: `<name>-value`. */
  name: string;
  value: unknown;
  /** Renders the widget for one state; the normal one is the controlled demo whose value is shown. */
  render: (state: DemoState) => ReactNode;
};

/** The default, disabled and error states of one widget side by side. */
export function StateTrio({ name, value, render }: StateTrioProps) {
  const t = useGalleryText();
  return (
    <>
      <GalleryState caption={t.normal}>
        {render({ normal: true, labelSuffix: '', field: {} })}
        <ValueReadout name={name} value={value} />
      </GalleryState>
      <GalleryState caption={t.disabled}>
        {render({ normal: false, labelSuffix: ` (${t.disabled})`, field: { disabled: true } })}
      </GalleryState>
      <GalleryState caption={t.error}>
        {render({ normal: false, labelSuffix: ` (${t.error})`, field: { error: 'validation.required' } })}
      </GalleryState>
    </>
  );
}
