import { describe, expect, it } from 'vitest';
import { callerAttributes } from './caller-attributes.js';

describe('callerAttributes', () => {
  it('names the subject of a JWT caller, its issuer and client, never its scopes', () => {
    expect(
      callerAttributes({
        key: 'jwt:https://id.example.com#svc-1',
        issuer: 'https://id.example.com',
        subject: 'svc-1',
        clientId: 'reporting-agent',
        scopes: ['admin'],
      }),
    ).toEqual({
      'enduser.id': 'svc-1',
      'mci.caller.issuer': 'https://id.example.com',
      'mci.caller.client_id': 'reporting-agent',
    });
  });

  it('names an API key by its name', () => {
    expect(callerAttributes({ key: 'api-key:ci', name: 'ci', scopes: [] })).toEqual({
      'enduser.id': 'ci',
      'mci.caller.api_key': 'ci',
    });
  });
});
