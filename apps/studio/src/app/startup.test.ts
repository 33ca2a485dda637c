import { STORAGE_KEYS } from '@carrier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { pickHost, resolveStartup } from './startup';

const at = (url: string) => new URL(url) as unknown as Location;
const known = {
  tenantId: 'test',
  clientId: 'studio',
  environment: 'Production',
  graphqlPath: '/graphql',
  filesPath: '/api/v1/files',
};

describe('pickHost', () => {
  beforeEach(() => localStorage.clear());

  it('prefers hostOverride, then the stored host, then the location', () => {
    expect(pickHost(at('http://a.test:4000/?hostOverride=B.test'), localStorage)).toBe('b.test');
    localStorage.setItem(STORAGE_KEYS.host, 'stored.test');
    expect(pickHost(at('http://a.test:4000/'), localStorage)).toBe('stored.test');
    localStorage.clear();
    expect(pickHost(at('http://a.test:4000/'), localStorage)).toBe('a.test:4000');
  });
});

describe('resolveStartup', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stores the host and clears the token when the host changed', async () => {
    localStorage.setItem(STORAGE_KEYS.host, 'old.test');
    session.store({ accessToken: 'a', refreshToken: 'r' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ ...known, host: 'new.test' })));
    const environment = await resolveStartup(at('http://x.test/?hostOverride=new.test'), localStorage);
    expect(environment.tenantId).toBe('test');
    expect(localStorage.getItem(STORAGE_KEYS.host)).toBe('new.test');
    expect(session.accessToken()).toBeNull();
  });

  it('keeps the token when the host is the stored one', async () => {
    localStorage.setItem(STORAGE_KEYS.host, 'same.test');
    session.store({ accessToken: 'a', refreshToken: 'r' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ ...known, host: 'same.test' })));
    await resolveStartup(at('http://same.test/'), localStorage);
    expect(session.accessToken()).toBe('a');
  });

  it("says the application doesn't exist for an unknown host and fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    await expect(resolveStartup(at('http://nope.test/'), localStorage)).rejects.toThrow("Couldn't load envConfig");
    expect(window.confirm).toHaveBeenCalledWith("This application doesn't exist.");
  });
});
