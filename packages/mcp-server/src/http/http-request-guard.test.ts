import { describe, expect, it } from 'vitest';
import { createHttpRequestGuard } from './http-request-guard.js';

const guard = createHttpRequestGuard({
  port: 4321,
  bindHost: '127.0.0.1',
  allowedHosts: ['mci.test', 'box:8080'],
});

describe('createHttpRequestGuard', () => {
  it.each([
    'localhost:4321',
    '127.0.0.1:4321',
    '[::1]:4321',
    'LOCALHOST:4321',
    'mci.test',
    'mci.test:9999',
    'box:8080',
  ])('accepts Host %s', (host) => {
    expect(guard({ host })).toEqual({ allowed: true });
  });

  it.each([
    ['evil.example', 'a foreign name'],
    ['evil.example:4321', 'a foreign name with the right port'],
    ['localhost:9999', 'a loopback name with another port'],
    ['localhost', 'a loopback name without the port'],
    ['box:9090', 'an allowed name with another port than the one allowed'],
    ['127.0.0.1.evil.example:4321', 'a name that starts like a loopback address'],
    ['localhost:4321@evil.example', 'userinfo tricks'],
    ['', 'an empty header'],
  ])('refuses Host %j (%s) with 403', (host) => {
    expect(guard({ host })).toMatchObject({ allowed: false, status: 403 });
  });

  it('refuses a request without Host', () => {
    expect(guard({})).toMatchObject({
      allowed: false,
      status: 403,
      message: 'Host (missing) is not allowed',
    });
  });

  it.each(['http://localhost:4321', 'http://127.0.0.1:6274', 'https://mci.test'])(
    'accepts Origin %s',
    (origin) => {
      expect(guard({ host: 'localhost:4321', origin })).toEqual({ allowed: true });
    },
  );

  it.each(['http://evil.example', 'http://evil.example:4321', 'null', 'file://', 'http://box:9090'])(
    'refuses Origin %s with 403',
    (origin) => {
      expect(guard({ host: 'localhost:4321', origin })).toMatchObject({ allowed: false, status: 403 });
    },
  );

  it('accepts the specific address it listens on, with its port', () => {
    const lan = createHttpRequestGuard({ port: 80, bindHost: '192.168.1.20', authToken: 't' });
    expect(lan({ host: '192.168.1.20', authorization: 'Bearer t' })).toEqual({ allowed: true });
    expect(lan({ host: '192.168.1.21', authorization: 'Bearer t' })).toMatchObject({ status: 403 });
  });

  it('accepts no foreign name when listening on every address unless it is allowed', () => {
    const wide = createHttpRequestGuard({ port: 3000, bindHost: '0.0.0.0', authToken: 't' });
    expect(wide({ host: '0.0.0.0:3000', authorization: 'Bearer t' })).toMatchObject({ status: 403 });
    expect(wide({ host: 'localhost:3000', authorization: 'Bearer t' })).toEqual({ allowed: true });
  });

  describe('with a bearer token', () => {
    const secured = createHttpRequestGuard({ port: 4321, bindHost: '127.0.0.1', authToken: 's3cret-token' });

    it('accepts the right token, whatever the case of the scheme', () => {
      expect(secured({ host: 'localhost:4321', authorization: 'Bearer s3cret-token' })).toEqual({
        allowed: true,
      });
      expect(secured({ host: 'localhost:4321', authorization: 'bearer s3cret-token' })).toEqual({
        allowed: true,
      });
    });

    it.each<[string | undefined, string]>([
      [undefined, 'no header'],
      ['Bearer wrong', 'a wrong token'],
      ['Bearer s3cret-toke', 'a prefix of the token'],
      ['Bearer s3cret-token-and-more', 'the token with more after it'],
      ['Basic czNjcmV0LXRva2Vu', 'another scheme'],
      ['s3cret-token', 'no scheme'],
    ])('refuses %j (%s) with 401 and a challenge', (authorization) => {
      const verdict = secured({ host: 'localhost:4321', ...(authorization && { authorization }) });
      expect(verdict).toEqual({
        allowed: false,
        status: 401,
        message: 'A valid bearer token is required',
        headers: { 'WWW-Authenticate': 'Bearer realm="mci"' },
      });
    });

    it('skips the token when asked (health checks), never the Host', () => {
      expect(secured({ host: 'localhost:4321' }, { skipToken: true })).toEqual({ allowed: true });
      expect(secured({ host: 'evil.example' }, { skipToken: true })).toMatchObject({ status: 403 });
    });

    it('checks the Host before the token', () => {
      expect(secured({ host: 'evil.example', authorization: 'Bearer s3cret-token' })).toMatchObject({
        status: 403,
      });
    });
  });
});
