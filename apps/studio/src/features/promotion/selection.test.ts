import { describe, expect, it } from 'vitest';
import { itemKey, pick, productItem, promotionPath, selectionFromSearch, toggle } from './selection';

const fromPath = (path: string) => selectionFromSearch(new URLSearchParams(path.split('?')[1]));

describe('the promotion selection', () => {
  it('carries one item through a Promote link, whatever its ids hold', () => {
    const product = productItem({ plan: 'a&b', type: 't/1', version: '1.0' });
    expect([...fromPath(promotionPath(product, 'Travel')).values()]).toEqual([pick(product, 'Travel')]);
    expect([...fromPath(promotionPath({ templateId: 'tpl 1' }, '')).values()]).toEqual([
      pick({ templateId: 'tpl 1' }, 'tpl 1'),
    ]);
    expect([...fromPath(promotionPath({ appId: 'quote' }, 'Quote')).values()][0]?.kind).toBe('app');
    expect(fromPath('/promotion').size).toBe(0);
  });

  it('keeps kinds apart and toggles an item in and out', () => {
    expect(itemKey({ templateId: 'x' })).not.toBe(itemKey({ appId: 'x' }));
    const picked = pick({ appId: 'x' }, 'X');
    const once = toggle(new Map(), picked);
    expect([...once.keys()]).toEqual([picked.key]);
    expect(toggle(once, picked).size).toBe(0);
  });
});
