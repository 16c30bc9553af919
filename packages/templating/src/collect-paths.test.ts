import { describe, expect, it } from 'vitest';
import { collectPaths } from './collect-paths.js';

describe('collectPaths', () => {
  it('lists placeholder paths with fallbacks, native paths, conditions, collections and range bounds', () => {
    const text = `{{ props.name | env.USER | 'guest' }}
@if(env.MODE == "x")
@elseif(props.level > env.LEVEL)
@endif
@foreach(item in props.items)
@endforeach
@for(i in range(props.from, input.to))
@endfor`;
    expect(collectPaths(text)).toEqual([
      'props.name',
      'env.USER',
      'env.MODE',
      'props.level',
      'env.LEVEL',
      'props.items',
      'props.from',
      'input.to',
    ]);
    expect(collectPaths('{!! env.CONFIG !!}')).toEqual(['env.CONFIG']);
  });

  it('leaves out loop variables inside their loop, but not outside it', () => {
    const text =
      '@foreach(u in props.users){{u.name}}@foreach(t in u.tags){{t}}{{env.SEP}}@endforeach@endforeach{{u.name}}';
    expect(collectPaths(text)).toEqual(['props.users', 'env.SEP', 'u.name']);
    expect(collectPaths('@for(i in range(0, 3)){{i}}@if(i == env.N)@endif@endfor')).toEqual(['env.N']);
  });

  it('lists each path once, in order of first use', () => {
    expect(collectPaths('{{env.A}}{{env.B}}{{env.A}}@if(env.B)@endif')).toEqual(['env.A', 'env.B']);
  });

  it('ignores directives when they are off', () => {
    expect(collectPaths('@if(env.A){{env.B}}@endif', { directives: false })).toEqual(['env.B']);
  });

  it('lists nothing for text without placeholders', () => {
    expect(collectPaths('plain text with user@example.com')).toEqual([]);
  });
});
