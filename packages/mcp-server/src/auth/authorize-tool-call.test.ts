import type { Tool } from '@mci/client';
import { describe, expect, it } from 'vitest';
import { authorizeToolCall } from './authorize-tool-call.js';
import type { CallerIdentity } from './caller-identity.js';

const tool = (requiredScopes?: string[]) =>
  ({
    name: 'purge',
    disabled: false,
    tags: [],
    execution: { type: 'text', text: 'x' },
    source: { file: undefined },
    ...(requiredScopes !== undefined && { requiredScopes }),
  }) as Tool;

const caller = (...scopes: string[]): CallerIdentity => ({ key: 'api-key:bot', name: 'bot', scopes });

describe('authorizeToolCall', () => {
  it('allows a caller holding every required scope', () => {
    expect(authorizeToolCall(caller('admin', 'audit', 'other'), tool(['admin', 'audit']))).toEqual({
      allowed: true,
      reason: 'holds admin audit',
    });
  });

  it('refuses a caller missing one, naming every scope the call needs and the missing ones', () => {
    expect(authorizeToolCall(caller('admin'), tool(['admin', 'audit']))).toEqual({
      allowed: false,
      reason: 'lacks audit',
      requiredScopes: ['admin', 'audit'],
      missingScopes: ['audit'],
    });
  });

  it('compares scopes exactly: no case folding, prefixes or hierarchy', () => {
    expect(authorizeToolCall(caller('Admin'), tool(['admin'])).allowed).toBe(false);
    expect(authorizeToolCall(caller('admin'), tool(['admin:write'])).allowed).toBe(false);
    expect(authorizeToolCall(caller('admin:write'), tool(['admin'])).allowed).toBe(false);
  });

  it('allows a tool without scopes to any caller, and any tool when there is no identity', () => {
    expect(authorizeToolCall(caller(), tool())).toEqual({ allowed: true, reason: 'the tool needs no scope' });
    expect(authorizeToolCall(undefined, tool(['admin'])).allowed).toBe(true);
  });
});
