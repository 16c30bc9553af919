import type { Tool } from '@mci/client';
import { createPathPolicy } from '@mci/executor-kit';
import { mainFileSchema } from '@mci/schema';
import { describe, expect, it } from 'vitest';
import { describeSecurity, type SecurityContext } from './describe-security.js';

/** Not read for http tools. */
const paths = createPathPolicy({ baseDir: '/project' });

const context: SecurityContext = {
  mainFile: mainFileSchema.parse({ schemaVersion: '1.0', tools: [] }),
  mainDir: '/project',
  mainFileName: 'mci.json',
  show: (file) => file.replace(/^\/project\/?/, '') || '.',
};

function httpTool(execution: Record<string, unknown>): Tool {
  return {
    name: 'call',
    disabled: false,
    tags: [],
    execution: { type: 'http', method: 'GET', ...execution },
    source: { file: '/project/mci.json' },
  } as Tool;
}

describe('describeSecurity of http tools', () => {
  it('names the host without a user or password written in the URL', () => {
    const [hosts] = describeSecurity(
      httpTool({ url: 'https://bot:hunter2@api.example.com:8443/v1?key=k' }),
      paths,
      context,
    );
    expect(hosts).toBe('Sends `GET` requests to `https://api.example.com:8443`.');
  });

  it('names the OAuth2 token host and every env variable sent as a credential', () => {
    const sentences = describeSecurity(
      httpTool({
        url: 'https://api.example.com/x?q={{env.QUERY_HINT}}',
        auth: {
          type: 'oauth2',
          flow: 'clientCredentials',
          tokenUrl: 'https://auth.example.com/token',
          clientId: '{{env.CLIENT_ID}}',
          clientSecret: '{{env.CLIENT_SECRET}}',
        },
      }),
      paths,
      context,
    );
    expect(sentences).toEqual([
      'Sends `GET` requests to `https://api.example.com`.',
      'Gets OAuth2 access tokens from `https://auth.example.com`.',
      'Sends the env variables `CLIENT_ID` and `CLIENT_SECRET` as credentials (oauth2 auth; only names appear in this document).',
      'Its request also reads the env variable `QUERY_HINT` (only names appear in this document).',
    ]);
  });

  it('says when an http tool sends no env variable as a credential', () => {
    expect(describeSecurity(httpTool({ url: 'http://127.0.0.1:8080/ping' }), paths, context)).toContain(
      'Sends no env variable as a credential.',
    );
  });
});
