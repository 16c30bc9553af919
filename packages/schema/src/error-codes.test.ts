import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PathNotAllowedError } from '../../executor-kit/src/path-not-allowed-error.js';
import { errorCodeOf, errorCodes } from './error-codes.js';
import { MciError } from './mci-error.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tableCodes = errorCodes.map((info) => info.code);

/** The source files of every package, without tests, fixtures and this table. */
function packageSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== '__fixtures__') walk(full);
      else if (entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        files.push(full);
    }
  };
  for (const name of readdirSync(path.join(root, 'packages'))) walk(path.join(root, 'packages', name, 'src'));
  return files.filter((file) => !file.endsWith(`${path.sep}error-codes.ts`));
}

/** Upper-snake strings that are not error codes: the env variable suffixes `@mci/openapi` writes. */
const notCodes = new Set(['API_KEY', 'CLIENT_ID', 'CLIENT_SECRET']);

/** Every `'UPPER_SNAKE_CASE'` string of the packages' sources, but Node's and undici's own codes. */
function codesInSources(): Set<string> {
  const found = new Set<string>();
  for (const file of packageSources()) {
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) {
      if (code && !/^(?:UND_)?ERR_/.test(code) && !notCodes.has(code)) found.add(code);
    }
  }
  return found;
}

describe('errorCodes', () => {
  it('is sorted by code, without duplicates', () => {
    expect(tableCodes).toEqual([...new Set(tableCodes)].sort());
  });

  it('lists every code the packages give their errors, and no code they never give', () => {
    const found = codesInSources();
    expect([...found].filter((code) => !tableCodes.includes(code))).toEqual([]);
    // UNEXPECTED_ERROR is given by errorCodeOf itself; RATE_LIMITED by the MCP server (apps/mcp-server).
    expect(tableCodes.filter((code) => !found.has(code))).toEqual(['RATE_LIMITED', 'UNEXPECTED_ERROR']);
  });

  it('has a meaning of one line and known execution types for every code', () => {
    for (const info of errorCodes) {
      expect(info.meaning).toMatch(/^[^\n]{10,}$/);
      for (const type of info.executionTypes) expect(['text', 'http', 'cli', 'file', 'mcp']).toContain(type);
    }
  });

  it('is the table of docs/error-codes.md, code for code, meaning for meaning and stage for stage', () => {
    const text = readFileSync(path.join(root, 'docs', 'error-codes.md'), 'utf8');
    const rows = [...text.matchAll(/^\| `([A-Z_0-9]+)` \| (.+?) \| (call|load) \| (.+?) \|$/gm)].map(
      ([, code, meaning, stage, types]) => ({
        code,
        stage,
        meaning: meaning?.replaceAll('\\|', '|'),
        executionTypes:
          types === 'any' ? [] : (types?.split(', ').map((type) => type.replaceAll('`', '')) ?? []),
      }),
    );
    expect(rows).toEqual(errorCodes.map((info) => ({ ...info, executionTypes: [...info.executionTypes] })));
  });
});

describe('errorCodeOf', () => {
  it("gives an MciError's code, also one the table does not know (an executor's own)", () => {
    expect(errorCodeOf(new PathNotAllowedError({ path: '/etc/passwd', allowedDirectories: ['/srv'] }))).toBe(
      'PATH_NOT_ALLOWED',
    );
    expect(errorCodeOf(new MciError('ACME_QUOTA', 'over quota'))).toBe('ACME_QUOTA');
  });

  it('gives a known code of an error from another copy of the packages, else UNEXPECTED_ERROR', () => {
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'TEMPLATE_SYNTAX_ERROR' }))).toBe(
      'TEMPLATE_SYNTAX_ERROR',
    );
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('UNEXPECTED_ERROR');
    expect(errorCodeOf(new TypeError('x is not a function'))).toBe('UNEXPECTED_ERROR');
    expect(errorCodeOf('a string')).toBe('UNEXPECTED_ERROR');
  });
});
