import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const key = new Uint8Array(randomBytes(48));
const tokens = createAccessTokens(key, 60);
const claims = { userId: 'u1', tenantId: 't1', sessionId: 's1', clientId: 'studio', username: 'guest@app.test' };

describe('access tokens', () => {
  it('carry the guest scope and its app through signing and verifying, and staff tokens carry none', async () => {
    const guest = { ...claims, scope: 'guest' as const, guestApp: { appId: 'shop', version: 3, guestId: 'g-1' } };
    expect(await tokens.verify(await tokens.sign(guest))).toEqual(guest);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    // A guest token must name its app: one without is refused rather than read as anything else.
    expect(await tokens.verify(await tokens.sign({ ...claims, scope: 'guest' }))).toBeNull();
    // ... and its guest identity: a token of an older release (app and version only) is refused.
    const older = await new SignJWT({
      tid: 't1',
      sid: 's1',
      cid: 'studio',
      usr: 'guest',
      scp: 'guest',
      app: 'shop',
      ver: 3,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer('carrier-studio')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);
    expect(await tokens.verify(older)).toBeNull();
  });

  it('refuse a token whose scope this server does not know, rather than treating it as staff', async () => {
    const foreign = await new SignJWT({ tid: 't1', sid: 's1', cid: 'studio', usr: 'x', scp: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer('carrier-studio')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);
    expect(await tokens.verify(foreign)).toBeNull();
  });
});

describe('access tokens remembered once verified', () => {
  it('answer a token again without its signature check until it expires, and never a tampered one', async () => {
    let clock = Date.parse('2026-11-26T12:00:00Z');
    const timed = createAccessTokens(key, 60, { now: () => clock });
    const token = await new SignJWT({ tid: 't1', sid: 's1', cid: 'studio', usr: claims.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer('carrier-studio')
      .setIssuedAt(clock / 1000)
      .setExpirationTime(clock / 1000 + 60)
      .sign(key);
    const first = await timed.verify(token);
    expect(first).toEqual(claims);
    expect(await timed.verify(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // One character of the signature changed is another text: verified afresh, and refused. The first
    // one: the last character's low bits are padding, so 'A' for 'B' there can decode to the same bytes.
    const signatureAt = token.lastIndexOf('.') + 1;
    const changed = token[signatureAt] === 'A' ? 'B' : 'A';
    expect(await timed.verify(`${token.slice(0, signatureAt)}${changed}${token.slice(signatureAt + 1)}`)).toBeNull();
    clock += 59_000;
    expect(await timed.verify(token)).toBe(first);
    clock += 1_000;
    expect(await timed.verify(token), 'expired while remembered').toBeNull();
    expect(await timed.verify(token), 'and not remembered after').toBeNull();
  });
});
