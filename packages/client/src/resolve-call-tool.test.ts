import { describe, expect, it } from 'vitest';
import { resolveCallTool } from './resolve-call-tool.js';
import { toErrorResult } from './to-error-result.js';

const callable = new Map([
  ['greet', { id: 1 }],
  ['weather.get', { id: 2 }],
]);

/** The result the model reads when `call_tool` with these arguments is refused. */
function refusal(args: Record<string, unknown>) {
  try {
    resolveCallTool(args, callable);
  } catch (error) {
    return toErrorResult(error);
  }
  throw new Error('not refused');
}

describe('resolveCallTool', () => {
  it('gives the named tool and its arguments, {} when there are none', () => {
    expect(resolveCallTool({ name: 'weather.get', arguments: { city: 'Oslo' } }, callable)).toEqual({
      tool: { id: 2 },
      arguments: { city: 'Oslo' },
    });
    expect(resolveCallTool({ name: 'greet' }, callable)).toEqual({ tool: { id: 1 }, arguments: {} });
  });

  it('refuses an unknown name with close names, pointing to search_tools', () => {
    expect(refusal({ name: 'gret' })).toEqual({
      isError: true,
      error: 'Tool "gret" not found. Did you mean "greet"? Find tools with search_tools.',
      errorCode: 'TOOL_NOT_FOUND',
      content: [
        { type: 'text', text: 'Tool "gret" not found. Did you mean "greet"? Find tools with search_tools.' },
      ],
    });
    expect(refusal({ name: 'call_tool' }).error).toBe(
      'Tool "call_tool" not found. Find tools with search_tools.',
    );
  });

  it('refuses a missing name and arguments that are not an object as invalid input of call_tool', () => {
    expect(refusal({ arguments: {} })).toMatchObject({
      errorCode: 'INVALID_INPUT',
      error: 'Invalid input for tool "call_tool": name must be the name of a tool.',
    });
    expect(refusal({ name: 'greet', arguments: [1] })).toMatchObject({
      errorCode: 'INVALID_INPUT',
      error: 'Invalid input for tool "call_tool": arguments must be an object.',
    });
  });
});
