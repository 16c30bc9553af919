import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidToolFilterError } from './invalid-tool-filter-error.js';
import { combineToolFilters, parseToolFilter } from './parse-tool-filter.js';

let dir: TempDir;
let client: MCIClient;

const text = (name: string, tags: string[] = []) => ({ name, tags, execution: { type: 'text', text: name } });

beforeAll(async () => {
  dir = await createTempDir();
  await mkdir(path.join(dir.path, 'mci'));
  await writeFile(
    path.join(dir.path, 'mci', 'weather.mci.json'),
    JSON.stringify({ schemaVersion: '1.0', tools: [text('forecast', ['api'])] }),
  );
  await writeFile(
    path.join(dir.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [text('read', ['read']), text('write', ['write', 'destructive']), text('plain')],
      toolsets: ['weather'],
    }),
  );
  client = await MCIClient.load({ schemaFilePath: path.join(dir.path, 'mci.json') });
});

afterAll(async () => {
  await client.close();
  await dir.remove();
});

const kept = (filter: string | string[]) => {
  const predicate = combineToolFilters((Array.isArray(filter) ? filter : [filter]).map(parseToolFilter));
  return client
    .tools()
    .filter(predicate)
    .map((tool) => tool.name);
};

describe('parseToolFilter', () => {
  it('keeps only the named tools', () => {
    expect(kept('only:read, forecast')).toEqual(['read', 'forecast']);
  });

  it('drops the named tools', () => {
    expect(kept('except:write')).toEqual(['read', 'plain', 'forecast']);
  });

  it('keeps tools with one of the tags', () => {
    expect(kept('tags:read,api')).toEqual(['read', 'forecast']);
  });

  it('drops tools with any of the tags, in both spellings', () => {
    expect(kept('without-tags:destructive')).toEqual(['read', 'plain', 'forecast']);
    expect(kept('withoutTags:destructive,api')).toEqual(['read', 'plain']);
  });

  it('keeps the tools of the named toolsets', () => {
    expect(kept('toolsets:weather')).toEqual(['forecast']);
  });

  it('combines filters so that every one must keep a tool', () => {
    expect(kept(['except:plain', 'without-tags:api'])).toEqual(['read', 'write']);
  });

  it.each([
    ['read', 'expected "kind:value,value"'],
    ['names:read', 'unknown kind "names"'],
    ['only:', 'at least one name'],
    ['only: , ', 'at least one name'],
  ])('refuses %j', (filter, reason) => {
    expect(() => parseToolFilter(filter)).toThrow(InvalidToolFilterError);
    expect(() => parseToolFilter(filter)).toThrow(reason);
  });
});
