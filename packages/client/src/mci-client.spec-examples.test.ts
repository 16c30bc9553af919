import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSpecEchoExecutors } from './__fixtures__/create-echo-executor.js';
import { MCIClient } from './mci-client.js';

const spec = (name: string) => fileURLToPath(new URL(`./__fixtures__/spec/${name}`, import.meta.url));

function textOf(result: Awaited<ReturnType<MCIClient['execute']>>): string {
  expect(result.isError, result.error).toBe(false);
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

describe('examples of the spec', () => {
  it('loads the top-level examples in JSON and YAML', async () => {
    for (const name of ['top-level-example.json', 'top-level-example.yaml']) {
      const client = await MCIClient.load({ schemaFilePath: spec(name) });
      expect(client.listTools()).toEqual([]);
      expect(client.files).toEqual([spec(name)]);
      expect(client.warnings).toEqual([]);
    }
  });

  it('loads the toolsets example: filters, a folder toolset and the weather toolset', async () => {
    const client = await MCIClient.load({
      schemaFilePath: spec('toolsets-example/main.json'),
      executors: createSpecEchoExecutors(),
    });
    expect(client.listTools()).toEqual([
      'main_tool',
      'get_weather',
      'get_forecast',
      'query_rows',
      'list_issues',
      'list_prs',
    ]);
    expect(client.toolsets(['github']).map((tool) => tool.name)).toEqual(['list_issues', 'list_prs']);
    expect(client.getTool('query_rows')?.source).toEqual({
      file: spec('toolsets-example/mci/database.mci.json'),
      toolset: 'database',
    });
    expect(textOf(await client.execute('main_tool'))).toBe('Main tool output');
    expect(textOf(await client.execute('query_rows', { table: 'users' }))).toBe('SELECT * FROM users');
    expect(textOf(await client.execute('list_prs'))).toBe('Pull requests of all repositories');
    const weather = await client.execute('get_weather', { location: 'Paris' });
    expect(weather.structuredContent?.rendered).toMatchObject({ params: { location: 'Paris' } });
  });

  it('loads the tool definition examples, leaving out the disabled one', async () => {
    const json = await MCIClient.load({
      schemaFilePath: spec('tool-examples.json'),
      executors: createSpecEchoExecutors(),
    });
    expect(json.listTools()).toEqual(['get_weather', 'read_system_file', 'search_files']);
    const yaml = await MCIClient.load({
      schemaFilePath: spec('tool-examples.yaml'),
      executors: createSpecEchoExecutors(),
    });
    expect(yaml.listTools()).toEqual(['read_config', 'delete_resource']);
    expect(yaml.getTool('delete_resource')?.annotations?.destructiveHint).toBe(true);
  });

  it('applies defaults as the spec describes for search_files', async () => {
    const client = await MCIClient.load({
      schemaFilePath: spec('tool-examples.json'),
      executors: createSpecEchoExecutors(),
    });
    const minimal = await client.execute('search_files', {
      pattern: 'TODO',
      directory: '/home/user/projects',
    });
    expect(minimal.isError, minimal.error).toBe(false);
    expect(minimal.structuredContent?.rendered).toMatchObject({
      body: {
        content: {
          pattern: 'TODO',
          directory: '/home/user/projects',
          include_images: false,
          case_sensitive: true,
          max_results: 100,
        },
      },
    });
    expect(minimal.structuredContent).not.toHaveProperty('rendered.body.content.file_extensions');
    const overridden = await client.execute('search_files', {
      pattern: 'FIXME',
      directory: '/tmp',
      include_images: true,
      max_results: 50,
      file_extensions: ['.py', '.js'],
    });
    expect(overridden.structuredContent?.rendered).toMatchObject({
      body: {
        content: {
          include_images: true,
          max_results: 50,
          case_sensitive: true,
          file_extensions: ['.py', '.js'],
        },
      },
    });
  });

  it('renders the text execution and templating examples with the full engine', async () => {
    const client = await MCIClient.load({
      schemaFilePath: spec('text-examples.json'),
      env: { CURRENT_DATE: '2025-01-31' },
    });
    expect(textOf(await client.execute('simple_message', { username: 'ada' }))).toBe(
      'Hello ada! This message was generated on 2025-01-31.',
    );
    const premium = textOf(await client.execute('report', { username: 'ada', premium: true }));
    expect(premium).toContain('Report for ada\n');
    expect(premium).toContain('Premium features enabled');
    expect(premium).not.toContain('Standard');
    expect(textOf(await client.execute('report', { username: 'bo', premium: false }))).toContain(
      'Standard features available',
    );
    expect(textOf(await client.execute('for_loop'))).toBe('Item 0\nItem 1\nItem 2\n');
    expect(textOf(await client.execute('foreach_array', { items: ['Apple', 'Banana', 'Cherry'] }))).toBe(
      '- Apple\n- Banana\n- Cherry\n',
    );
    const users = [
      { name: 'Alice', age: 30 },
      { name: 'Bob', age: 25 },
    ];
    expect(textOf(await client.execute('foreach_users', { users }))).toBe(
      'Name: Alice, Age: 30\nName: Bob, Age: 25\n',
    );
    expect(textOf(await client.execute('simple_conditional', { premium: true }))).toBe(
      'You have premium access!\n',
    );
    expect(textOf(await client.execute('status', { status: 'pending' }))).toBe('Status: Pending approval\n');
    expect(textOf(await client.execute('status', { status: 'gone' }))).toBe('Status: Inactive\n');
    expect(textOf(await client.execute('age_check', { age: 30 }))).toBe('Adult content available\n');
    expect(textOf(await client.execute('age_check', { age: 12 }))).toBe('Restricted content\n');
  });

  it('loads the complete example with third-party executors for http, cli and file', async () => {
    const client = await MCIClient.load({
      schemaFilePath: spec('complete-example.json'),
      env: { WEATHER_API_KEY: 'key-123' },
      executors: createSpecEchoExecutors(),
    });
    expect(client.listTools()).toEqual(['get_weather', 'search_logs', 'load_report', 'generate_greeting']);
    expect(client.getTool('search_logs')).toMatchObject({ title: 'Search Logs', execution: { type: 'cli' } });
    expect(textOf(await client.execute('generate_greeting', { name: 'Ada' }))).toBe(
      'Hello Ada! Welcome to MCI.',
    );
    const weather = await client.execute('get_weather', { location: 'Oslo' });
    expect(weather.structuredContent?.rendered).toMatchObject({
      auth: { value: 'key-123' },
      params: { location: 'Oslo' },
    });
    const logs = await client.execute('search_logs', { pattern: 'error', directory: '/var/log' });
    expect(logs.structuredContent?.rendered).toMatchObject({ args: ['-r', 'error'], cwd: '/var/log' });
    await client.close();
  });
});
