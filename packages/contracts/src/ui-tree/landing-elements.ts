import { FILES_PATH } from '../files';
import { type UiNode, walkTree } from './node';

/** The element types of a landing page whose props are addresses: a link's href, an image's src. */
export const LINK_ELEMENT = 'JLink';
export const IMAGE_ELEMENT = 'JImage';

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;
// Characters a browser strips or folds before it reads a scheme ("java\tscript:", " javascript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202f\ufeff]/;
const WEB_ADDRESS = /^https?:\/\/[^/?#\\@]+(?:[/?#]|$)/i;

/** Whether a link's href opens outside the app (http(s), mailto:, tel:), in a new tab for the web. */
export const isExternalHref = (href: string) => EXTERNAL.test(href);

/** Why a link's href cannot be used, in English (the studio says each in its locale by its key). */
export const LINK_PROBLEMS = {
  invisible: 'An address has no spaces or invisible characters.',
  scheme: 'A link goes to a page of the app (/path), http(s)://, mailto: or tel:.',
  noHost: 'This web address has no host.',
} as const;
export type LinkProblem = keyof typeof LINK_PROBLEMS;

/**
 * Why a link's href cannot be used, or null when it can: a page of the app (`/quote`, not `//host`),
 * an http(s) address, `mailto:` or `tel:`. Anything else (javascript:, data:, a relative path) is refused.
 */
export function linkHrefProblem(href: string): LinkProblem | null {
  if (!href) return null;
  if (INVISIBLE.test(href)) return 'invisible';
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return null;
  if (!EXTERNAL.test(href)) return 'scheme';
  if (/^https?:/i.test(href) && !WEB_ADDRESS.test(href)) return 'noHost';
  return null;
}

/** The href a link renders: the given one when it is allowed, otherwise none. */
export const safeLinkHref = (href: unknown): string | undefined =>
  typeof href === 'string' && href && linkHrefProblem(href) === null ? href : undefined;

const PUBLIC_FILE = new RegExp(`^${FILES_PATH}/[^?#\\\\]+\\?tenantIdIfNoToken=([^&#]+)$`);

/** The address of a tenant's public file as an image shows it (same origin as the app, no token). */
export const publicFileSrc = (key: string, tenantId: string) =>
  `${FILES_PATH}/${key.split('/').map(encodeURIComponent).join('/')}?tenantIdIfNoToken=${encodeURIComponent(tenantId)}`;

/**
 * Why an image's src cannot be used, or null when it can: it is a public file of this tenant on the file
 * service (picked in the file explorer), so the published app's policy (`img-src 'self'`) allows it.
 */
export function imageSrcProblem(src: string, tenantId: string): string | null {
  if (!src) return null;
  const file = PUBLIC_FILE.exec(src);
  if (!src.startsWith(`${FILES_PATH}/`) || !file || INVISIBLE.test(src))
    return 'The image is not a public file of the file explorer.';
  if (file[1] !== encodeURIComponent(tenantId)) return "The image is not one of this tenant's files.";
  return null;
}

/** A link or image of a tree with an address it cannot use: the element's label and why. */
export type ElementAddressProblem = { node: string; kind: 'link' | 'image'; value: string; reason: string };

/** Every link and image of a tree whose address cannot be used (see linkHrefProblem, imageSrcProblem). */
export function elementAddressProblems(root: UiNode, tenantId: string): ElementAddressProblem[] {
  const problems: ElementAddressProblem[] = [];
  for (const node of walkTree(root)) {
    const props = node.editorSettings.props;
    const label = node.label || node.id;
    if (node.component === LINK_ELEMENT && props.href !== undefined) {
      const href = typeof props.href === 'string' ? props.href : String(props.href);
      const problem = typeof props.href === 'string' ? linkHrefProblem(href) : 'scheme';
      const reason = problem && LINK_PROBLEMS[problem];
      if (reason) problems.push({ node: label, kind: 'link', value: href, reason });
    }
    if (node.component === IMAGE_ELEMENT && props.src !== undefined) {
      const src = typeof props.src === 'string' ? props.src : String(props.src);
      const reason = typeof props.src === 'string' ? imageSrcProblem(src, tenantId) : 'An address is text.';
      if (reason) problems.push({ node: label, kind: 'image', value: src, reason });
    }
  }
  return problems;
}
