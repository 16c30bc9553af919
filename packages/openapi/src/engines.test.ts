import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const ours = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

/** Whether a range of the forms npm packages use here (`>=20`, `^20.19.0 || >=22.12.0`) allows `version`. */
function allows(range: string, version: string): boolean {
  const parts = (text: string) => text.split('.').map((part) => Number(part) || 0);
  const compare = (a: string, b: string) => {
    const [x, y] = [parts(a), parts(b)];
    for (let index = 0; index < 3; index += 1)
      if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
    return 0;
  };
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((condition) => {
        const [, operator = '', bound = ''] = /^(\^|>=|>|<=|<|=)?\s*v?([\d.]+)$/.exec(condition) ?? [];
        const order = compare(version, bound);
        if (operator === '^') return order >= 0 && parts(version)[0] === parts(bound)[0];
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<') return order < 0;
        if (operator === '<=') return order <= 0;
        return order === 0;
      }),
  );
}

describe('engines', () => {
  it('the OpenAPI parser and its resolver install on the oldest Node this package supports', () => {
    expect(ours).toBe('>=20.19');
    const require = createRequire(import.meta.url);
    const parser = require.resolve('@apidevtools/swagger-parser/package.json');
    const resolver = createRequire(parser).resolve('@apidevtools/json-schema-ref-parser/package.json');
    for (const file of [parser, resolver]) {
      const { name, engines } = JSON.parse(readFileSync(file, 'utf8'));
      expect({ name, allows: allows(engines.node, '20.19.0') }).toEqual({ name, allows: true });
    }
  });
});
