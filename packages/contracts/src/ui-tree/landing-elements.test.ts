import { describe, expect, it } from 'vitest';
import {
  elementAddressProblems,
  imageSrcProblem,
  linkHrefProblem,
  publicFileSrc,
  safeLinkHref,
} from './landing-elements';
import { uiNode } from './node';

describe('link addresses', () => {
  it('takes app pages, web addresses, mail and phone', () => {
    for (const href of [
      '/quote',
      '/',
      '/plans?x=1#top',
      'https://example.com',
      'http://example.com:8080/a',
      'mailto:a@b.test',
      'tel:+85212345678',
    ])
      expect(linkHrefProblem(href), href).toBeNull();
  });

  it('refuses scripts, other schemes, protocol-relative and relative addresses', () => {
    expect(linkHrefProblem('javascript:alert(1)')).toBe('scheme');
    expect(linkHrefProblem('JAVASCRIPT:alert(1)')).toBe('scheme');
    expect(linkHrefProblem('java\tscript:alert(1)')).toBe('invisible');
    expect(linkHrefProblem('\u200bjavascript:alert(1)')).toBe('invisible');
    expect(linkHrefProblem('data:text/html,x')).toBe('scheme');
    expect(linkHrefProblem('//evil.test')).toBe('scheme');
    expect(linkHrefProblem('/\\evil.test')).toBe('scheme');
    expect(linkHrefProblem('quote')).toBe('scheme');
    expect(linkHrefProblem('https://')).toBe('noHost');
    expect(safeLinkHref('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkHref(42)).toBeUndefined();
  });
});

describe('image sources', () => {
  it("takes a public file of the tenant's file service and nothing else", () => {
    const src = publicFileSrc('landing/hero photo.png', 'test');
    expect(src).toBe('/api/v1/files/landing/hero%20photo.png?tenantIdIfNoToken=test');
    expect(imageSrcProblem(src, 'test')).toBeNull();
    expect(imageSrcProblem(src, 'test_uat')).toMatch(/tenant/);
    for (const other of [
      'https://evil.test/x.png',
      '/api/v1/files/x.png',
      '//evil.test/api/v1/files/x?tenantIdIfNoToken=test',
      'javascript:x',
    ])
      expect(imageSrcProblem(other, 'test'), other).not.toBeNull();
  });

  it('lists the links and images of a tree that cannot be used, by label', () => {
    const tree = uiNode('JBox', {
      children: [
        uiNode('JLink', { label: 'Bad', props: { href: 'javascript:x' } }),
        uiNode('JLink', { label: 'Good', props: { href: '/quote' } }),
        uiNode('JImage', { label: 'Hero', props: { src: 'https://x.test/a.png' } }),
        uiNode('JText', { props: { href: 'javascript:x' } }),
      ],
    });
    expect(elementAddressProblems(tree, 'test').map((problem) => [problem.kind, problem.node])).toEqual([
      ['link', 'Bad'],
      ['image', 'Hero'],
    ]);
  });
});
