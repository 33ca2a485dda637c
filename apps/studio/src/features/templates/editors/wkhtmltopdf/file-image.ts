import { FILES_PATH } from '@carrier/contracts';
import Image from '@tiptap/extension-image';
import { environment } from '../../../../api/environment';
import { fetchSignedIn } from '../../../files/upload-request';

/**
 * Whether `src` is a file of our file service on the studio's own origin (absolute, as the file picker
 * inserts it, or a path): the browser sends no token with an <img>, so a private one needs fetching.
 */
export function isOwnFileUrl(src: unknown): src is string {
  if (typeof src !== 'string' || src === '') return false;
  try {
    const origin = new URL(environment().filesUrl).origin;
    const url = new URL(src, origin);
    return url.origin === origin && url.pathname.startsWith(`${FILES_PATH}/`);
  } catch {
    return false;
  }
}

/**
 * The rich-text editor's image: the HTML keeps the file's own address (the PDF prints it from storage),
 * while the editor shows a file of our file service fetched with the signed-in user's token, so private
 * files show for staff. Other images show as they are.
 */
export const FileImage = Image.extend({
  addNodeView() {
    return ({ node, HTMLAttributes }) => {
      const img = document.createElement('img');
      for (const [name, value] of Object.entries(HTMLAttributes))
        if (value !== null && value !== undefined && name !== 'src') img.setAttribute(name, String(value));
      const src = node.attrs.src as unknown;
      let objectUrl: string | null = null;
      let alive = true;
      if (isOwnFileUrl(src)) {
        img.dataset.fileSrc = src;
        void fetchSignedIn(src)
          .then(async (response) => (response.ok ? response.blob() : null))
          .then((blob) => {
            if (!alive) return;
            if (!blob) {
              // Broken as the PDF would show it; the render's warnings say why.
              img.src = src;
              return;
            }
            objectUrl = URL.createObjectURL(blob);
            img.src = objectUrl;
          })
          .catch(() => {
            if (alive) img.src = src;
          });
      } else if (typeof src === 'string') {
        img.src = src;
      }
      return {
        dom: img,
        // Any change of the node draws it again (a new address is fetched again).
        update: () => false,
        destroy() {
          alive = false;
          if (objectUrl) URL.revokeObjectURL(objectUrl);
        },
      };
    };
  },
});
