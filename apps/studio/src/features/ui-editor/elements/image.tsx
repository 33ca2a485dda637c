import { FILES_PATH } from '@carrier/contracts';
import { IMAGE_ELEMENT } from '@carrier/contracts/ui-tree';
import { lazy, Suspense } from 'react';
import { defineElement, localized, type PropEditorProps } from './element-type';

// The file explorer loads only in the studio's inspector, never with the published app.
const ImageFileField = lazy(() => import('./image-file-field'));
const FileEditor = (props: PropEditorProps) => (
  <Suspense fallback={null}>
    <ImageFileField {...props} />
  </Suspense>
);

const PLACEHOLDER = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '8rem',
  background: '#e2e8f0',
  color: '#64748b',
} as const;

/**
 * An image: a public file of the tenant (picked in the file explorer, served from the app's own origin)
 * and its alternative text per locale. Without a file the canvas shows a grey frame.
 */
export const image = defineElement({
  type: IMAGE_ELEMENT,
  name: localized('Image', '圖片'),
  category: 'text',
  texts: ['alt'],
  props: [{ name: 'src', label: localized('Image file', '圖片檔案'), kind: 'custom', Editor: FileEditor }],
  defaults: () => ({ label: 'Image', attrs: { class: 'block w-full h-auto rounded-lg' }, texts: { alt: {} } }),
  Canvas: ({ frame, text, node }) => {
    const src = node.editorSettings.props.src;
    // Only the file service's addresses (the server refuses any other when the tree is saved).
    if (typeof src !== 'string' || !src.startsWith(`${FILES_PATH}/`))
      return (
        <div {...frame} role="img" aria-label={text('alt')} style={{ ...PLACEHOLDER, ...frame.style }}>
          <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="1.5" />
            <circle cx="9" cy="10" r="1.5" strokeWidth="1.5" />
            <path d="M21 16l-5-5-9 8" strokeWidth="1.5" />
          </svg>
        </div>
      );
    return <img {...frame} src={src} alt={text('alt')} style={{ maxWidth: '100%', ...frame.style }} />;
  },
});
