import { isExternalHref, LINK_ELEMENT, safeLinkHref } from '@carrier/contracts/ui-tree';
import { lazy, Suspense, useContext } from 'react';
import { LiveTreeContext } from '../../../shared/canvas/live-tree';
import { defineElement, localized, type PropEditorProps } from './element-type';

const LinkAddressField = lazy(() => import('./link-address-field'));
const AddressEditor = (props: PropEditorProps) => (
  <Suspense fallback={null}>
    <LinkAddressField {...props} />
  </Suspense>
);

/** A page of the published app: the address changes in place (keeping the query: locale, hostOverride). */
function openAppPage(path: string) {
  history.pushState(null, '', `${path}${location.search}`);
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * A link: its text per locale and its address, a page of the app (/quote), http(s), mailto: or tel:
 * (anything else renders no href). Web addresses open in a new tab, without access to this one.
 * On the canvas a click only selects it.
 */
export const link = defineElement({
  type: LINK_ELEMENT,
  name: localized('Link', '連結'),
  category: 'text',
  texts: ['content'],
  props: [{ name: 'href', label: localized('Address', '網址'), kind: 'custom', Editor: AddressEditor }],
  defaults: () => ({ label: 'Link', attrs: { class: 'text-color8' }, texts: { content: { 'en-US': 'Link' } } }),
  Canvas: function LinkCanvas({ frame, text, node }) {
    const live = useContext(LiveTreeContext);
    const href = safeLinkHref(node.editorSettings.props.href);
    const web = href !== undefined && isExternalHref(href) && /^https?:/i.test(href);
    return (
      <a
        {...frame}
        href={href}
        target={web ? '_blank' : undefined}
        rel={web ? 'noopener noreferrer' : undefined}
        onClick={(event) => {
          if (!live) event.preventDefault();
          else if (href?.startsWith('/') && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
            event.preventDefault();
            openAppPage(href);
          }
        }}
      >
        {text('content')}
      </a>
    );
  },
});
