import { describe, expect, it } from 'vitest';
import { isStudioRoute } from './app';

describe('isStudioRoute', () => {
  it('sends the studio routes to index.html', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/products/detail/info/travel/basic',
      '/reset-password?token=pr_x.y',
      '/files?x=a.b',
      '/products/detail/info/travel/basic/1.0',
      '/products/detail/pricing/travel/basic/v2.0.1',
    ]) {
      expect(isStudioRoute(path)).toBe(true);
    }
  });
  it('leaves API paths and missing assets alone', () => {
    for (const path of ['/graphql', '/api/v1/files/a.pdf', '/assets/index-abc.js', '/assets/x/y.css', '/favicon.ico']) {
      expect(isStudioRoute(path)).toBe(false);
    }
  });
});
