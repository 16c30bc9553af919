import { describe, expect, it } from 'vitest';
import { collectPaths } from './collect-paths.js';
import { renderTemplate } from './render-template.js';
import { renderValue } from './render-value.js';
import { TemplateError } from './template-error.js';

// Every templating example of the MCI schema reference ("Templating Syntax" and the execution types),
// with its template, context and documented output copied from the spec.

describe('spec: basic placeholders', () => {
  it('replaces {{props.*}}, {{env.*}} and {{input.*}} paths, nested ones included', () => {
    const props = { location: 'Paris', username: 'ada', user: { name: 'Ada' } };
    const context = { props, input: props, env: { API_KEY: 'k-1', DATABASE_URL: 'postgres://db' } };
    const template = `{{props.location}}
{{env.API_KEY}}
{{input.username}}
{{props.user.name}}
{{env.DATABASE_URL}}
`;
    expect(renderTemplate(template, context)).toBe('Paris\nk-1\nada\nAda\npostgres://db\n');
  });

  it('renders the "In JSON" url and headers example', () => {
    const execution = {
      url: 'https://api.example.com/users/{{props.user_id}}',
      headers: {
        Authorization: 'Bearer {{env.ACCESS_TOKEN}}',
        'X-Request-ID': '{{props.request_id}}',
      },
    };
    const props = { user_id: 42, request_id: 'req-7' };
    expect(renderValue(execution, { props, input: props, env: { ACCESS_TOKEN: 'tok' } })).toEqual({
      url: 'https://api.example.com/users/42',
      headers: { Authorization: 'Bearer tok', 'X-Request-ID': 'req-7' },
    });
  });
});

describe('spec: JSON-native placeholders', () => {
  const render = (content: Record<string, string>, props: Record<string, unknown>) => {
    const execution = { type: 'http', body: { type: 'json', content } };
    const rendered = renderValue({ execution }, { props, input: props, env: {} }) as {
      execution: { body: { content: unknown } };
    };
    return rendered.execution.body.content;
  };

  it('keeps booleans native', () => {
    const content = {
      include_images: '{!!props.include_images!!}',
      case_sensitive: '{!!props.case_sensitive!!}',
    };
    expect(render(content, { include_images: true, case_sensitive: false })).toEqual({
      include_images: true,
      case_sensitive: false,
    });
  });

  it('keeps arrays native', () => {
    const content = { urls: '{!!props.urls!!}', tags: '{!!props.tags!!}' };
    const props = { urls: ['https://a.com', 'https://b.com'], tags: ['urgent', 'review'] };
    expect(render(content, props)).toEqual({
      urls: ['https://a.com', 'https://b.com'],
      tags: ['urgent', 'review'],
    });
  });

  it('keeps objects native', () => {
    const content = { config: '{!!props.config!!}', metadata: '{!!props.metadata!!}' };
    const props = { config: { debug: false, retries: 3 }, metadata: { version: '1.0' } };
    expect(render(content, props)).toEqual({
      config: {
        debug: false,
        retries: 3,
      },
      metadata: {
        version: '1.0',
      },
    });
  });

  it('keeps numbers native', () => {
    const content = { max_results: '{!!props.max_results!!}', quality: '{!!props.quality!!}' };
    expect(render(content, { max_results: 100, quality: 0.95 })).toEqual({
      max_results: 100,
      quality: 0.95,
    });
  });

  it('mixes native and string placeholders', () => {
    const content = {
      enabled: '{!!props.enabled!!}',
      count: '{!!props.count!!}',
      name: '{{props.name}}',
      description: 'Search for {{props.query}}',
    };
    const props = { enabled: true, count: 50, name: 'My Search', query: 'testing' };
    expect(render(content, props)).toEqual({
      enabled: true,
      count: 50,
      name: 'My Search',
      description: 'Search for testing',
    });
  });

  it('accepts the valid usage example', () => {
    const value = {
      enabled: '{!!props.enabled!!}',
      items: '{!!props.items!!}',
      config: '{!!env.CONFIG!!}',
    };
    const props = { enabled: false, items: [1, 2] };
    expect(renderValue(value, { props, env: { CONFIG: 'prod' } })).toEqual({
      enabled: false,
      items: [1, 2],
      config: 'prod',
    });
  });

  it.each([
    ['message', 'Status: {!!props.enabled!!}'],
    ['url', 'https://api.com/{!!props.path!!}'],
    ['combined', '{!!props.value!!} and more text'],
  ])('rejects the invalid usage "%s"', (field, text) => {
    const props = { enabled: true, path: 'p', value: 1 };
    expect(() => renderValue({ [field]: text }, { props })).toThrow(
      `Invalid JSON-native placeholder format: '${text}'. Must be exactly {!!path!!} with no surrounding content.`,
    );
  });

  it('gives the spec message for mixed content', () => {
    expect(() => renderValue('text {!!props.value!!}', { props: { value: 1 } })).toThrow(
      new TemplateError(
        'TEMPLATE_NATIVE_PLACEHOLDER_INVALID',
        "Invalid JSON-native placeholder format: 'text {!!props.value!!}'. Must be exactly {!!path!!} with no surrounding content.",
        { line: 1, column: 6, snippet: '{!!props.value!!}' },
      ),
    );
  });

  it('gives the spec message for a missing property', () => {
    expect(() => renderValue('{!!props.missing!!}', { props: {} })).toThrow(
      "Failed to resolve JSON-native placeholder '{!!props.missing!!}': Path 'props.missing' not found in context",
    );
  });

  it('gives the spec message format for invalid syntax', () => {
    expect(() => renderValue('{!!props.value}}', { props: { value: 1 } })).toThrow(
      "Invalid JSON-native placeholder format: '{!!props.value}}'. Must be exactly {!!path!!} with no surrounding content.",
    );
  });
});

describe('spec: input schema defaults', () => {
  const content = {
    pattern: '{{props.pattern}}',
    directory: '{{props.directory}}',
    include_images: '{!!props.include_images!!}',
    case_sensitive: '{!!props.case_sensitive!!}',
    max_results: '{!!props.max_results!!}',
    file_extensions: '{!!props.file_extensions!!}',
  };
  const optionalPaths = new Set(['props.file_extensions', 'input.file_extensions']);
  const render = (props: Record<string, unknown>) =>
    renderValue(content, { props, input: props, env: {} }, { optionalPaths });

  it('skips an optional property without default that was not given', () => {
    const props = {
      pattern: 'TODO',
      directory: '/home/user/projects',
      include_images: false,
      case_sensitive: true,
      max_results: 100,
    };
    expect(render(props)).toEqual({
      pattern: 'TODO',
      directory: '/home/user/projects',
      include_images: false,
      case_sensitive: true,
      max_results: 100,
    });
  });

  it('uses given values over defaults', () => {
    const props = {
      pattern: 'FIXME',
      directory: '/tmp',
      include_images: true,
      case_sensitive: true,
      max_results: 50,
      file_extensions: ['.py', '.js'],
    };
    expect(render(props)).toEqual(props);
  });
});

describe('spec: loops', () => {
  it('renders the @for example', () => {
    const template = `@for(i in range(0, 3))
Item {{i}}
@endfor
`;
    expect(renderTemplate(template, {})).toBe(`Item 0
Item 1
Item 2
`);
  });

  it('renders the @foreach array example', () => {
    const context = {
      props: {
        items: ['Apple', 'Banana', 'Cherry'],
      },
    };
    const template = `@foreach(item in props.items)
- {{item}}
@endforeach
`;
    expect(renderTemplate(template, context)).toBe(`- Apple
- Banana
- Cherry
`);
  });

  it('renders the @foreach object example', () => {
    const context = {
      props: {
        users: [
          { name: 'Alice', age: 30 },
          { name: 'Bob', age: 25 },
        ],
      },
    };
    const template = `@foreach(user in props.users)
Name: {{user.name}}, Age: {{user.age}}
@endforeach
`;
    expect(renderTemplate(template, context)).toBe(`Name: Alice, Age: 30
Name: Bob, Age: 25
`);
  });
});

describe('spec: conditional blocks', () => {
  const simple = `@if(props.premium)
You have premium access!
@else
Upgrade to premium for more features.
@endif
`;
  const multiple = `@if(props.status == "active")
Status: Active
@elseif(props.status == "pending")
Status: Pending approval
@else
Status: Inactive
@endif
`;
  const numeric = `@if(props.age > 18)
Adult content available
@else
Restricted content
@endif
`;

  it.each([
    [true, 'You have premium access!\n'],
    [false, 'Upgrade to premium for more features.\n'],
  ])('renders the simple conditional with premium=%s', (premium, expected) => {
    expect(renderTemplate(simple, { props: { premium } })).toBe(expected);
  });

  it.each([
    ['active', 'Status: Active\n'],
    ['pending', 'Status: Pending approval\n'],
    ['closed', 'Status: Inactive\n'],
  ])('renders the multiple conditions with status=%s', (status, expected) => {
    expect(renderTemplate(multiple, { props: { status } })).toBe(expected);
  });

  it.each([
    [30, 'Adult content available\n'],
    [18, 'Restricted content\n'],
  ])('renders the numeric comparison with age=%s', (age, expected) => {
    expect(renderTemplate(numeric, { props: { age } })).toBe(expected);
  });
});

describe('spec: text and file executions', () => {
  it('renders the simple message', () => {
    const text = 'Hello {{props.username}}! This message was generated on {{env.CURRENT_DATE}}.';
    const context = { props: { username: 'Ada' }, env: { CURRENT_DATE: '2025-01-31' } };
    expect(renderTemplate(text, context)).toBe('Hello Ada! This message was generated on 2025-01-31.');
  });

  it.each([
    [true, 'Report for ada\nPremium features enabled'],
    [false, 'Report for ada\nStandard features available '],
  ])('renders the report with inline conditionals, premium=%s', (premium, expected) => {
    const text =
      'Report for {{props.username}}\n@if(props.premium)Premium features enabled@else Standard features available @endif';
    expect(renderTemplate(text, { props: { username: 'ada', premium } })).toBe(expected);
  });

  it('renders a templated file path', () => {
    const execution = {
      type: 'file',
      path: './templates/report-{{props.report_id}}.txt',
      enableTemplating: true,
    };
    expect(renderValue(execution, { props: { report_id: 'q3' } })).toEqual({
      type: 'file',
      path: './templates/report-q3.txt',
      enableTemplating: true,
    });
  });
});

describe('spec: complete example', () => {
  it('renders the http, cli and text executions and lists their env and props paths', () => {
    const weather = {
      type: 'http',
      method: 'GET',
      url: 'https://api.weather.com/v1/current',
      auth: { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '{{env.WEATHER_API_KEY}}' },
      params: { location: '{{props.location}}' },
    };
    const grep = {
      type: 'cli',
      command: 'grep',
      args: ['-r', '{{props.pattern}}'],
      cwd: '{{props.directory}}',
    };
    const props = { location: 'Oslo', pattern: 'ERROR', directory: 'logs', name: 'Ada' };
    const context = { props, input: props, env: { WEATHER_API_KEY: 'w-key' } };

    expect(renderValue(weather, context)).toEqual({
      ...weather,
      auth: { ...weather.auth, value: 'w-key' },
      params: { location: 'Oslo' },
    });
    expect(renderValue(grep, context)).toEqual({ ...grep, args: ['-r', 'ERROR'], cwd: 'logs' });
    expect(renderTemplate('Hello {{props.name}}! Welcome to MCI.', context)).toBe(
      'Hello Ada! Welcome to MCI.',
    );
    expect(collectPaths(weather.auth.value)).toEqual(['env.WEATHER_API_KEY']);
  });
});
