import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';
import { addServeOptions, type ServeCommandOptions, serveSettingsFromOptions } from './serve-options.js';

function parse(args: string[]): ServeCommandOptions {
  const command = addServeOptions(new Command('serve'))
    .exitOverride()
    .configureOutput({ writeErr: () => {} });
  command.parse(args, { from: 'user' });
  return command.opts<ServeCommandOptions>();
}

const context = { mainFilePath: '/project/mci.json', processEnv: {} };

describe('OAuth and API-key options', () => {
  it('turns them into http settings and the API-key file', () => {
    const settings = serveSettingsFromOptions(
      parse([
        '--http',
        '--oauth-issuer',
        'https://id.example.com/realms/tools',
        '--oauth-issuer',
        'https://tenant.auth0.com/',
        '--oauth-audience',
        'api://mci',
        '--oauth-scope-claim',
        'roles',
        '--public-url',
        'https://tools.example.com/mcp',
        '--api-keys',
        'keys.yaml',
      ]),
      context,
    );
    expect(settings.http).toMatchObject({
      publicUrl: 'https://tools.example.com/mcp',
      oauth: {
        issuers: ['https://id.example.com/realms/tools', 'https://tenant.auth0.com/'],
        audiences: ['api://mci'],
        scopeClaims: ['roles'],
      },
    });
    expect(settings.http?.authToken).toBeUndefined();
    expect(settings.apiKeysFile).toBe('keys.yaml');
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    expect(() => parse(['--http', '--oauth-issuer', 'id.example.com'])).toThrow(
      /expected an http:\/\/ or https:\/\/ URL/,
    );
  });

  it.each([
    [['--http', '--oauth-audience', 'a'], '--oauth-audience', 'only applies with --oauth-issuer'],
    [['--http', '--oauth-jwks', 'https://a.test/jwks'], '--oauth-jwks', 'only applies with --oauth-issuer'],
    [
      [
        '--http',
        '--oauth-issuer',
        'https://a.test',
        '--oauth-issuer',
        'https://b.test',
        '--oauth-jwks',
        'https://a.test/j',
      ],
      '--oauth-jwks',
      'takes one --oauth-issuer, not several',
    ],
    [['--oauth-issuer', 'https://a.test'], '--oauth-issuer', 'only applies with --http'],
    [['--api-keys', 'k.yaml'], '--api-keys', 'only applies with --http'],
    [
      ['--http', '--auth-token', 't', '--api-keys', 'k.yaml'],
      '--auth-token',
      'cannot be combined with --oauth-issuer or --api-keys; give that client an API key instead',
    ],
  ])('refuses %j', (args, option, reason) => {
    const error = (() => {
      try {
        serveSettingsFromOptions(parse(args), context);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(InvalidServeOptionError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ option, reason });
  });

  it('names $MCI_AUTH_TOKEN when the static token comes from the environment', () => {
    expect(() =>
      serveSettingsFromOptions(parse(['--http', '--oauth-issuer', 'https://a.test']), {
        ...context,
        processEnv: { MCI_AUTH_TOKEN: 'from-env' },
      }),
    ).toThrow('Option $MCI_AUTH_TOKEN cannot be combined');
  });
});
