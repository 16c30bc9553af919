import type { Logger } from '@mci/host';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';
import { parseRateLimit } from './parse-rate-limit.js';
import { addServeOptions, type ServeCommandOptions, serveSettingsFromOptions } from './serve-options.js';

function parse(args: string[]): ServeCommandOptions {
  const command = addServeOptions(new Command('serve'))
    .exitOverride()
    .configureOutput({ writeErr: () => {} });
  command.parse(args, { from: 'user' });
  return command.opts<ServeCommandOptions>();
}

const context = { mainFilePath: '/project/mci.json', processEnv: {} };

describe('addServeOptions', () => {
  it('parses every option', () => {
    const options = parse([
      '--http',
      '--port',
      '8080',
      '--host',
      '::1',
      '--stateless',
      '--allowed-host',
      'a.test',
      '--allowed-host',
      'b.test:9000',
      '--auth-token',
      'tok',
      '--watch',
      '--filter',
      'tags:read',
      '--filter',
      'except:x',
      '--env-file',
      'my.env',
      '--log-level',
      'debug',
      '--shutdown-timeout',
      '100',
    ]);
    expect(options).toEqual({
      tools: 'auto',
      http: true,
      port: 8080,
      host: '::1',
      stateless: true,
      allowedHost: ['a.test', 'b.test:9000'],
      authToken: 'tok',
      watch: true,
      filter: ['tags:read', 'except:x'],
      envFile: 'my.env',
      logLevel: 'debug',
      shutdownTimeout: 100,
    });
  });

  it.each([
    [['--port', '70000'], 'expected a port number from 0 to 65535.'],
    [['--log-level', 'loud'], 'expected one of error, warn, info, debug.'],
    [['--filter', 'names:x'], 'unknown kind "names"'],
    [['--shutdown-timeout', '-1'], 'expected a number of milliseconds.'],
  ])('refuses %j', (args, message) => {
    expect(() => parse(args)).toThrow(message);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a logger writes to stderr when it logs one line at each level. */
function loggedLines(logger: Logger | undefined): string[] {
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  logger?.error('e');
  logger?.warn('w');
  logger?.info('i');
  logger?.debug('d');
  const lines = write.mock.calls.map(([line]) => String(line));
  write.mockRestore();
  return lines;
}

describe('serveSettingsFromOptions', () => {
  it('serves over stdio by default with an info logger', () => {
    const settings = serveSettingsFromOptions({}, context);
    expect(settings).toMatchObject({ mainFilePath: '/project/mci.json', transport: 'stdio', http: {} });
    expect(settings.filter).toBeUndefined();
    expect(loggedLines(settings.logger)).toEqual(['mci: error: e\n', 'mci: warning: w\n', 'mci: i\n']);
  });

  it('logs at the level of --log-level', () => {
    const quiet = serveSettingsFromOptions(parse(['--log-level', 'error']), context);
    expect(loggedLines(quiet.logger)).toEqual(['mci: error: e\n']);
    const verbose = serveSettingsFromOptions(parse(['--log-level', 'debug']), context);
    expect(loggedLines(verbose.logger)).toEqual([
      'mci: error: e\n',
      'mci: warning: w\n',
      'mci: i\n',
      'mci: debug: d\n',
    ]);
  });

  it('maps HTTP options and combines filters', () => {
    const settings = serveSettingsFromOptions(
      parse([
        '--http',
        '--port',
        '0',
        '--stateless',
        '--allowed-host',
        'a.test',
        '--filter',
        'only:a,b',
        '--filter',
        'except:b',
      ]),
      context,
    );
    expect(settings.transport).toBe('http');
    expect(settings.http).toEqual({ port: 0, stateless: true, allowedHosts: ['a.test'] });
    const tool = (name: string) => ({ name, tags: [], source: { file: undefined } }) as never;
    expect([tool('a'), tool('b'), tool('c')].filter((candidate) => settings.filter?.(candidate))).toEqual([
      tool('a'),
    ]);
  });

  it('maps the session and timeout limits, which need --http and whole numbers', () => {
    const args = ['--max-sessions', '50', '--max-sessions-per-client', '5', '--session-idle-timeout', '0'];
    const timeouts = [
      '--headers-timeout',
      '2000',
      '--request-timeout',
      '9000',
      '--keep-alive-timeout',
      '1000',
    ];
    const settings = serveSettingsFromOptions(parse(['--http', ...args, ...timeouts]), context);
    expect(settings.http).toEqual({
      maxSessions: 50,
      maxSessionsPerClient: 5,
      sessionIdleTimeoutMs: 0,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 9000,
      keepAliveTimeoutMs: 1000,
    });
    expect(() => serveSettingsFromOptions(parse(['--max-sessions', '5']), context)).toThrow(
      'Option --max-sessions only applies with --http.',
    );
    expect(() => parse(['--http', '--max-sessions', '0'])).toThrow('expected a whole number from 1.');
    expect(() => parse(['--http', '--request-timeout', '1.5'])).toThrow('expected a number of milliseconds.');
  });

  it('takes the token from MCI_AUTH_TOKEN unless --auth-token is given', () => {
    const fromEnv = serveSettingsFromOptions(
      { http: true },
      { ...context, processEnv: { MCI_AUTH_TOKEN: 'env-tok' } },
    );
    expect(fromEnv.http?.authToken).toBe('env-tok');
    const given = serveSettingsFromOptions(
      { http: true, authToken: 'flag-tok' },
      { ...context, processEnv: { MCI_AUTH_TOKEN: 'env-tok' } },
    );
    expect(given.http?.authToken).toBe('flag-tok');
    const empty = serveSettingsFromOptions(
      { http: true },
      { ...context, processEnv: { MCI_AUTH_TOKEN: '' } },
    );
    expect(empty.http?.authToken).toBeUndefined();
  });

  it('refuses HTTP options without --http', () => {
    expect(() => serveSettingsFromOptions({ port: 3000 }, context)).toThrow(InvalidServeOptionError);
    expect(() => serveSettingsFromOptions({ port: 3000 }, context)).toThrow(
      expect.objectContaining({
        code: 'INVALID_SERVE_OPTION',
        option: '--port',
        reason: 'only applies with --http',
      }),
    );
    expect(() => serveSettingsFromOptions({ stateless: true }, context)).toThrow(
      'Option --stateless only applies with --http.',
    );
  });

  it('parses the audit, rate-limit and Redis options into settings', () => {
    const options = parse([
      '--audit-log',
      'audit.jsonl',
      '--audit-args',
      '--rate-limit',
      'send_email=5/m',
      '--rate-limit',
      '*=120/h',
      '--rate-limit-total',
      '*=2/s',
      '--redis',
      'redis://127.0.0.1:6379',
    ]);
    const settings = serveSettingsFromOptions(options, context);
    expect(settings.auditLog).toEqual({ target: 'audit.jsonl', includeArguments: true });
    expect(settings.rateLimits).toEqual({
      perClient: [
        { tool: 'send_email', points: 5, durationS: 60 },
        { tool: '*', points: 120, durationS: 3600 },
      ],
      total: [{ tool: '*', points: 2, durationS: 1 }],
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(settings.telemetryFromEnv).toBe(true);
  });

  it.each([
    ['send_email=5', '--rate-limit "send_email=5" is not TOOL=N/UNIT'],
    ['send_email=0/m', '--rate-limit "send_email=0/m" is not TOOL=N/UNIT'],
    ['=5/m', '--rate-limit "=5/m" is not TOOL=N/UNIT'],
    ['x=5/d', 'UNIT s, m or h'],
  ])('refuses the rate limit %s', (value, message) => {
    expect(() => parse(['--rate-limit', value])).toThrow(message);
    expect(() => parseRateLimit(value)).toThrow(
      expect.objectContaining({ option: `--rate-limit ${JSON.stringify(value)}` }),
    );
  });

  it('refuses --audit-args without --audit-log, and --redis without a limit or a redis URL', () => {
    expect(() => serveSettingsFromOptions({ auditArgs: true }, context)).toThrow(
      'Option --audit-args only applies with --audit-log.',
    );
    expect(() => serveSettingsFromOptions({ redis: 'redis://localhost' }, context)).toThrow(
      'Option --redis only applies with --rate-limit or --rate-limit-total.',
    );
    const rateLimit = [{ tool: '*', points: 1, durationS: 1 }];
    expect(() => serveSettingsFromOptions({ rateLimit, redis: 'localhost:6379' }, context)).toThrow(
      'Option --redis takes a redis:// or rediss:// URL.',
    );
  });
  it('maps --tools and --pin to tool search settings, and refuses --pin without search', () => {
    const settings = serveSettingsFromOptions(
      parse(['--tools', 'search', '--pin', 'only:a,b', '--pin', 'except:b']),
      context,
    );
    expect(settings.toolSearch?.mode).toBe('search');
    const tool = (name: string) => ({ name, tags: [], source: { file: undefined } }) as never;
    expect(
      [tool('a'), tool('b'), tool('c')].filter((candidate) => settings.toolSearch?.pin?.(candidate)),
    ).toEqual([tool('a')]);
    expect(serveSettingsFromOptions(parse(['--tools', 'auto']), context).toolSearch).toEqual({
      mode: 'auto',
    });
    // The default is auto: a small file is listed whole, a large one searched.
    expect(serveSettingsFromOptions(parse([]), context).toolSearch).toEqual({ mode: 'auto' });
    expect(() => parse(['--tools', 'some'])).toThrow(
      "argument 'some' is invalid. Allowed choices are all, search, auto, code.",
    );
    expect(() => parse(['--pin', 'nope:a'])).toThrow('unknown kind "nope"');
    expect(() => serveSettingsFromOptions(parse(['--tools', 'all', '--pin', 'only:a']), context)).toThrow(
      'Option --pin only applies with --tools search, auto or code.',
    );
  });

  it('maps the code limit flags to codeMode (memory in MiB) and --confirm-destructive', () => {
    const args = [
      '--tools',
      'code',
      '--code-timeout',
      '5000',
      '--code-compute',
      '250',
      '--code-memory',
      '16',
      '--code-tool-calls',
      '7',
    ];
    const settings = serveSettingsFromOptions(
      parse([...args, '--code-output', '900', '--confirm-destructive']),
      context,
    );
    expect(settings.toolSearch).toEqual({
      mode: 'code',
      codeMode: {
        timeoutMs: 5000,
        computeMs: 250,
        memoryBytes: 16 * 1024 * 1024,
        maxToolCalls: 7,
        maxOutputChars: 900,
      },
    });
    expect(settings.confirmDestructive).toBe(true);
    expect(serveSettingsFromOptions(parse([]), context).confirmDestructive).toBeUndefined();
    expect(() => parse(['--code-memory', '0'])).toThrow('expected a whole number of MiB from 1 to 2048.');
    expect(() =>
      serveSettingsFromOptions(parse(['--tools', 'search', '--code-timeout', '9']), context),
    ).toThrow('Option --code-timeout only applies with --tools code.');
  });
});
