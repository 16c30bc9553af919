import type { Tool } from '@mci/client';
import { describe, expect, it } from 'vitest';
import { unenforcedScopesWarning } from './unenforced-scopes-warning.js';

const tool = (name: string, requiredScopes?: string[]) =>
  ({
    name,
    disabled: false,
    tags: [],
    execution: { type: 'text' },
    source: { file: undefined },
    ...(requiredScopes !== undefined && { requiredScopes }),
  }) as Tool;

describe('unenforcedScopesWarning', () => {
  it('names the scoped tools when no identity is checked', () => {
    expect(unenforcedScopesWarning([tool('a', ['x']), tool('b'), tool('c', ['y'])], false)).toBe(
      'requiredScopes of a, c are not enforced: every caller may call them (scopes are checked with OAuth or API keys)',
    );
    expect(
      unenforcedScopesWarning(
        ['a', 'b', 'c', 'd', 'e'].map((name) => tool(name, ['x'])),
        false,
      ),
    ).toMatch(/^requiredScopes of a, b, c and 2 more are not enforced/);
  });

  it('says nothing when identities are checked or no tool has scopes', () => {
    expect(unenforcedScopesWarning([tool('a', ['x'])], true)).toBeUndefined();
    expect(unenforcedScopesWarning([tool('a'), tool('b', [])], false)).toBeUndefined();
  });
});
