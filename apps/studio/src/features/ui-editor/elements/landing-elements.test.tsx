import { publicFileSrc, type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasContext } from '../../../shared/canvas/canvas-context';
import { DesignSheet } from '../../../shared/canvas/design-sheet';
import { type LiveTree, LiveTreeContext } from '../../../shared/canvas/live-tree';
import { StaticTree } from '../../../shared/canvas/StaticTree';
import { createValueStore } from '../../../shared/canvas/value-store';
import { pickedImageProblem } from './image-file-field';
import { ELEMENT_TYPES, elementOf } from './index';

const LIVE: LiveTree = { field: () => undefined, action: () => undefined };

function show(node: UiNode, { live = false, locale = 'en-US' } = {}) {
  const context = { locale: createValueStore(locale), sheet: new DesignSheet(), elementOf };
  return render(
    <CanvasContext.Provider value={context}>
      <LiveTreeContext.Provider value={live ? LIVE : null}>
        <StaticTree node={node} seen={new Set()} />
      </LiveTreeContext.Provider>
    </CanvasContext.Provider>,
  );
}
const link = (href: string) =>
  uiNode('JLink', { props: { href }, texts: { content: { 'en-US': 'Read more', 'zh-HK': '了解更多' } } });

afterEach(() => history.replaceState(null, '', '/'));

describe('landing elements', () => {
  it('are in the gallery with a name in both locales, each defined once', () => {
    for (const type of ['JImage', 'JLink', 'JDivider']) {
      expect(elementOf(type).type).toBe(type);
      const { name } = elementOf(type);
      expect(name['zh-HK']).not.toBe(name['en-US']);
    }
    expect(new Set(ELEMENT_TYPES.map((type) => type.type)).size).toBe(ELEMENT_TYPES.length);
  });

  it('shows an image of the file service with its alternative text in the locale', () => {
    const src = publicFileSrc('landing/hero.png', 'test');
    show(uiNode('JImage', { props: { src }, texts: { alt: { 'en-US': 'Our team', 'zh-HK': '我們的團隊' } } }), {
      locale: 'zh-HK',
    });
    expect(screen.getByRole('img', { name: '我們的團隊' })).toHaveAttribute('src', src);
  });

  it('shows a frame, never an outside address, for an image without a file', () => {
    const { container } = show(
      uiNode('JImage', { props: { src: 'https://tracker.test/x.png' }, texts: { alt: { 'en-US': 'Hero' } } }),
    );
    expect(screen.getByRole('img', { name: 'Hero' }).tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens a web address in a new tab without access to the app, mail and phone in place', () => {
    show(link('https://example.com/about'), { live: true });
    const web = screen.getByRole('link', { name: 'Read more' });
    expect(web).toHaveAttribute('href', 'https://example.com/about');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    show(link('mailto:sales@example.com'), { live: true });
    expect(screen.getAllByRole('link')[1]).not.toHaveAttribute('target');
  });

  it('renders no address that would run a script', () => {
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', '//evil.test', 'data:text/html,x']) {
      const { container, unmount } = show(link(href), { live: true });
      expect(container.querySelector('a')?.hasAttribute('href'), href).toBe(false);
      unmount();
    }
  });

  it("goes to an app page in place, keeping the visitor's query; on the canvas a click only selects", () => {
    history.replaceState(null, '', '/?locale=zh-HK');
    const popped = vi.fn();
    addEventListener('popstate', popped);
    show(link('/quote'), { live: true, locale: 'zh-HK' });
    fireEvent.click(screen.getByRole('link', { name: '了解更多' }));
    expect(location.pathname + location.search).toBe('/quote?locale=zh-HK');
    expect(popped).toHaveBeenCalledTimes(1);
    removeEventListener('popstate', popped);

    history.replaceState(null, '', '/');
    const { container } = show(link('https://example.com'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('draws a divider as a rule', () => {
    const { container } = show(uiNode('JDivider', { attrs: { class: 'my-4 border-color3' } }));
    const rule = container.querySelector('hr');
    expect(rule).toHaveClass('my-4', 'border-color3');
    expect(rule?.style.borderTopWidth).toBe('1px');
    expect(rule?.style.borderStyle).toBe('solid');
  });

  it('takes only a public image from the file explorer', () => {
    expect(pickedImageProblem({ fileName: 'hero.png', isPublic: true })).toBeNull();
    expect(pickedImageProblem({ fileName: 'hero.PNG', isPublic: false })).toBe('private');
    expect(pickedImageProblem({ fileName: 'terms.pdf', isPublic: true })).toBe('notImage');
  });
});
