import { describe, expect, it } from 'vitest';
import { collectEnvReferences } from './collect-env-references.js';

describe('collectEnvReferences', () => {
  it('finds env names in every string, with their JSON paths, whitespace and directives included', () => {
    const document = {
      tools: [
        {
          description: 'mail me@example.com, costs {{ 5 }}',
          execution: {
            url: '{{  env.BASE_URL  }}/items',
            headers: { Authorization: 'Bearer {{env.TOKEN}}', 'X-Name': '{{ props.name | env.USER | "x" }}' },
            body: { content: { flag: '{!! env.FLAG !!}' } },
            text: '@if(env.MODE == "dev")debug@endif @foreach(item in env.LIST){{item}}@endforeach',
          },
        },
      ],
      mcp_servers: { s: { args: ['{{env.TOKEN}}', 'plain', '{{ broken'] } },
    };
    const references = collectEnvReferences(document, 'mci.json').map(({ name, path }) => [name, path]);
    expect(references).toEqual([
      ['BASE_URL', 'tools[0].execution.url'],
      ['TOKEN', 'tools[0].execution.headers.Authorization'],
      ['USER', 'tools[0].execution.headers["X-Name"]'],
      ['FLAG', 'tools[0].execution.body.content.flag'],
      ['MODE', 'tools[0].execution.text'],
      ['LIST', 'tools[0].execution.text'],
      ['TOKEN', 'mcp_servers.s.args[0]'],
    ]);
  });

  it('finds nothing in a document without env placeholders', () => {
    expect(
      collectEnvReferences({ a: ['{{props.x}}', 1, null, true], b: 'env.NOT_A_PLACEHOLDER' }, 'f'),
    ).toEqual([]);
  });
});
