import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectPaths } from './collect-paths.js';
import { compileTemplate } from './compile-template.js';
import type { TemplateContext } from './render-options.js';
import { renderTemplate } from './render-template.js';
import { renderValue } from './render-value.js';
import { TemplateError } from './template-error.js';

/** Runs per property; set PROPERTY_RUNS for a longer search. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1500);
const limits = { maxIterations: 2000, optionalPaths: new Set(['props.a', 'input.b', 'props.items.0']) };

const name = fc.constantFrom(
  'props',
  'env',
  'input',
  'i',
  'x',
  'item',
  'a',
  'b',
  'key',
  'value',
  '__proto__',
  'constructor',
  'items',
);
const path = fc
  .tuple(name, fc.array(fc.oneof(name, fc.constantFrom('0', '1', '2', '10', 'length')), { maxLength: 3 }))
  .map(([head, rest]) => [head, ...rest].join('.'));
const literal = fc.constantFrom(
  "'x'",
  '"y z"',
  "''",
  '12',
  '-3',
  '2.5',
  'true',
  'false',
  'null',
  "'{{props.a}}'",
  '"@if(a)"',
);
const operand = fc.oneof(path, path, literal);
const blank = fc.constantFrom('', ' ', '  ', '\n', '\t', '\r\n');
const placeholder = fc
  .tuple(blank, fc.array(operand, { minLength: 1, maxLength: 3 }), blank)
  .map(([before, operands, after]) => `{{${before}${operands.join(' | ')}${after}}}`);
const native = fc
  .tuple(blank, path, blank)
  .map(([before, inner, after]) => `{!!${before}${inner}${after}!!}`);
const comparison = fc.constantFrom('==', '!=', '>', '<', '>=', '<=');
const condition = fc.oneof(
  operand,
  fc.tuple(operand, comparison, operand).map((parts) => parts.join(' ')),
);
const bound = fc.oneof(path, fc.integer({ min: -3, max: 12 }).map(String), literal);
const directive = fc.oneof(
  fc
    .tuple(name, bound, bound)
    .map(([variable, start, end]) => `@for(${variable} in range(${start}, ${end}))`),
  fc.tuple(name, path).map(([variable, collection]) => `@foreach(${variable} in ${collection})`),
  condition.map((text) => `@if(${text})`),
  condition.map((text) => `@elseif(${text})`),
  fc.constantFrom(
    '@else',
    '@endif',
    '@endfor',
    '@endforeach',
    '@else\n',
    '@endif\n',
    '@endfor\n',
    '@endforeach\n',
  ),
);
const noise = fc.constantFrom(
  '@@if',
  '@',
  '@@',
  'user@example.com',
  'x@endif',
  'y@else',
  '@if',
  '@for(',
  '@iffy',
  '{{',
  '}}',
  '{!!',
  '!!}',
  '{',
  '}',
  "'",
  '"',
  '(',
  ')',
  '|',
  '\n',
  '  \n',
  '{{ }}',
  '{!! !!}',
  '@if(',
  '@foreach(x in',
  '\u{1F600}',
  '\u00e9',
);
const text = fc.string({ maxLength: 8 });
const template = fc
  .array(fc.oneof(text, placeholder, native, directive, directive, noise, blank), { maxLength: 24 })
  .map((parts) => parts.join(''));
const specialCharacters = fc.string({
  unit: fc.constantFrom(
    '@',
    '{',
    '}',
    '!',
    '(',
    ')',
    '|',
    "'",
    '"',
    ' ',
    '\n',
    'i',
    'f',
    'e',
    'n',
    'd',
    'a',
    '.',
    '0',
    '=',
    '<',
  ),
  maxLength: 40,
});
const randomString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  specialCharacters,
);

const anything = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withBoxedValues: true,
  withTypedArray: true,
  withObjectString: true,
});
const smallList = fc.array(
  fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.record({ key: fc.string(), value: fc.integer() })),
  { maxLength: 4 },
);
const contextValue = fc.oneof(
  anything,
  smallList,
  fc.integer({ min: -3, max: 12 }),
  fc.dictionary(name, fc.oneof(anything, smallList)),
);
const context: fc.Arbitrary<TemplateContext> = fc.dictionary(name, contextValue, { maxKeys: 6 });

const plainText = fc.string({ maxLength: 6 }).filter((value) => !/[{@!]/.test(value));
const safePlaceholder = fc
  .tuple(fc.array(path, { maxLength: 2 }), literal)
  .map(([paths, fallback]) => `{{ ${[...paths, fallback].join(' | ')} }}`);
const rootedCondition = fc.oneof(
  fc.constantFrom('props', 'env', 'input').chain((root) => path.map((rest) => `${root}.${rest}`)),
  fc
    .tuple(fc.constantFrom('props.n', 'env.MODE', 'input.flag'), comparison, literal)
    .map((parts) => parts.join(' ')),
);
/** Balanced templates: every block closed, every placeholder ending in a literal fallback. */
/** What may come right before an opening directive: a line break, a blank or a word character. */
const lead = fc.constantFrom('\n', ' ', '  ', 'w', '_', '9');
const wellFormed = fc.letrec<{ body: string; part: string }>((tie) => ({
  body: fc.array(tie('part'), { maxLength: 4 }).map((parts) => parts.join('')),
  part: fc.oneof(
    { depthSize: 'small' },
    plainText,
    safePlaceholder,
    blank,
    fc
      .tuple(
        lead,
        rootedCondition,
        tie('body'),
        fc.option(fc.tuple(rootedCondition, tie('body'))),
        fc.option(tie('body')),
      )
      .map(([before, test, then, elseif, otherwise]) => {
        const middle = elseif === null ? '' : `@elseif(${elseif[0]})\n${elseif[1]}\n`;
        return `${before}@if(${test})\n${then}\n${middle}${otherwise === null ? '' : `@else ${otherwise}`}@endif\n`;
      }),
    fc
      .tuple(lead, name, fc.integer({ min: -2, max: 4 }), fc.constantFrom('3', 'props.n', '0'), tie('body'))
      .map(
        ([before, variable, start, end, body]) =>
          `${before}@for(${variable} in range(${start}, ${end}))\n${body}@endfor\n`,
      ),
    fc
      .tuple(lead, name, fc.constantFrom('props.list', 'props.map', 'props.empty'), tie('body'))
      .map(
        ([before, variable, collection, body]) =>
          `${before}@foreach(${variable} in ${collection})${body}\n@endforeach\n`,
      ),
  ),
})).body;
const richContext = fc.record({
  props: fc.record({
    n: fc.integer({ min: 0, max: 4 }),
    list: smallList,
    map: fc.dictionary(name, fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { maxKeys: 3 }),
    empty: fc.constant([]),
  }),
  env: fc.dictionary(fc.constantFrom('MODE', 'USER'), fc.string({ maxLength: 4 })),
  input: fc.dictionary(fc.constantFrom('flag', 'a'), fc.oneof(fc.boolean(), fc.integer())),
});

const DIRECTIVE_WORDS = ['if', 'elseif', 'else', 'endif', 'for', 'endfor', 'foreach', 'endforeach'];
/** Text that is not a directive: a directive word followed by a letter, digit or `_` (`ops@ifttt.com`). */
const directiveLookalike = fc
  .tuple(
    fc.stringMatching(/^[a-z.]{0,4}$/),
    fc.constantFrom(...DIRECTIVE_WORDS),
    fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.]{0,5}$/),
  )
  .filter(([, word, tail]) => !DIRECTIVE_WORDS.includes(word + (/^[a-z]*/.exec(tail)?.[0] ?? '')))
  .map(([head, word, tail]) => `${head}@${word}${tail}`);

interface InlineTemplate {
  readonly text: string;
  readonly expected: (flags: Readonly<Record<string, boolean>>) => string;
}
const flagName = fc.constantFrom('a', 'b', 'c');
/**
 * One-line templates whose directives sit right against words (`-x@if(props.a)y@endif`), each with the
 * output it must give. A bare `@else` is followed by blanks, as `@elsey` would be text.
 */
const inline = fc.letrec<{ body: InlineTemplate; part: InlineTemplate }>((tie) => ({
  body: fc.array(tie('part'), { maxLength: 3 }).map((parts) => ({
    text: parts.map((part) => part.text).join(''),
    expected: (flags) => parts.map((part) => part.expected(flags)).join(''),
  })),
  part: fc.oneof(
    { depthSize: 'small' },
    fc.stringMatching(/^[-+.,][a-z0-9_]{0,3}$/).map((word) => ({ text: word, expected: () => word })),
    fc.tuple(flagName, tie('body'), fc.option(tie('body')), fc.constantFrom(' ', '\t', ' \t ')).map(
      ([flag, then, otherwise, gap]): InlineTemplate => ({
        text: `@if(props.${flag})${then.text}${otherwise === null ? '' : `@else${gap}${otherwise.text}`}@endif`,
        expected: (flags) => (flags[flag] ? then.expected(flags) : (otherwise?.expected(flags) ?? '')),
      }),
    ),
    fc.tuple(fc.integer({ min: 0, max: 3 }), tie('body')).map(
      ([count, body]): InlineTemplate => ({
        text: `@for(i in range(0, ${count}))${body.text}@endfor`,
        expected: (flags) => body.expected(flags).repeat(count),
      }),
    ),
  ),
})).body;

/** The engine's contract: a string, or a TemplateError with a one-line message and a correct position. */
function checkOutcome(template: string, run: () => unknown): void {
  let outcome: unknown;
  try {
    outcome = run();
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    const templateError = error as TemplateError;
    expect(templateError.message).not.toBe('');
    expect(templateError.message).not.toMatch(/[\r\n]/);
    expect(templateError.line).toBeGreaterThanOrEqual(1);
    expect(templateError.column).toBeGreaterThanOrEqual(1);
    if (templateError.snippet !== '') {
      const line = template.split('\n')[templateError.line - 1] ?? '';
      expect(
        line.slice(templateError.column - 1).startsWith(templateError.snippet.replace(/\.\.\.$/, '')),
      ).toBe(true);
    }
    return;
  }
  expect(typeof outcome).toBe('string');
}

describe('properties', { timeout: 120_000 }, () => {
  it('renders any grammar-built template to a string or throws a TemplateError', () => {
    fc.assert(
      fc.property(template, context, (text, data) => {
        checkOutcome(text, () => renderTemplate(text, data, limits));
        checkOutcome(text, () => compileTemplate(text, { directives: false }).render(data, limits));
      }),
      { numRuns: RUNS },
    );
  });

  it('parses every balanced template and renders it without syntax errors', () => {
    let rendered = 0;
    fc.assert(
      fc.property(wellFormed, richContext, (text, data) => {
        const compiled = compileTemplate(text);
        checkOutcome(text, () => compiled.render(data, limits));
        try {
          compiled.render(data, limits);
          rendered++;
        } catch (error) {
          expect((error as TemplateError).code).not.toBe('TEMPLATE_SYNTAX_ERROR');
        }
      }),
      { numRuns: RUNS },
    );
    expect(rendered).toBeGreaterThan(RUNS / 2);
  });

  it('opens, branches and closes directives right against words', () => {
    const flags = fc.record({ a: fc.boolean(), b: fc.boolean(), c: fc.boolean() });
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_]{1,3}$/), inline, flags, (word, template, values) => {
        expect(renderTemplate(`${word}${template.text}<`, { props: values })).toBe(
          `${word}${template.expected(values)}<`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps a directive word followed by a letter, digit or _ as text', () => {
    fc.assert(
      fc.property(fc.array(directiveLookalike, { minLength: 1, maxLength: 3 }), (words) => {
        const text = words.join(' ');
        expect(renderTemplate(text, {})).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('handles fully random strings the same way', () => {
    fc.assert(
      fc.property(randomString, context, (text, data) => {
        checkOutcome(text, () => renderTemplate(text, data, limits));
        checkOutcome(text, () => collectPaths(text).join(','));
      }),
      { numRuns: RUNS },
    );
  });

  it('collects paths of any template, or throws a TemplateError', () => {
    fc.assert(
      fc.property(template, (text) => {
        checkOutcome(text, () => {
          const paths = collectPaths(text);
          for (const item of paths) expect(item).toMatch(/^[^.\s]+(\.[^.\s]+)*$/);
          return '';
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('renders values deep without mutating them, or throws a TemplateError', () => {
    const value = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        template,
        randomString,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 5 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, context, (input, data) => {
        const before = structuredClone(input);
        try {
          renderValue(input, data, limits);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
        }
        expect(input).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves text without {, @ or ! unchanged', () => {
    const plain = fc.string({ maxLength: 80 }).filter((value) => !/[{@!]/.test(value));
    fc.assert(
      fc.property(plain, (value) => {
        expect(renderTemplate(value, {})).toBe(value);
      }),
    );
  });

  it('never re-scans substituted values', () => {
    const hostile = fc.oneof(template, randomString);
    fc.assert(
      fc.property(hostile, fc.array(hostile, { maxLength: 4 }), (value, list) => {
        const data = { props: { value, list } };
        expect(renderTemplate('<{{props.value}}>', data)).toBe(`<${value}>`);
        expect(renderTemplate('@foreach(item in props.list)\n{{item}}|\n@endforeach\n', data)).toBe(
          list.map((item) => `${item}|\n`).join(''),
        );
        expect(renderValue({ v: '{{props.value}}', n: '{!!props.list!!}' }, data)).toEqual({
          v: value,
          n: list,
        });
      }),
    );
  });

  it('renders the same output from a compiled template as from renderTemplate', () => {
    fc.assert(
      fc.property(template, context, (text, data) => {
        let compiled: ReturnType<typeof compileTemplate>;
        try {
          compiled = compileTemplate(text);
        } catch {
          return;
        }
        const direct = (() => {
          try {
            return renderTemplate(text, data, limits);
          } catch (error) {
            return (error as TemplateError).message;
          }
        })();
        const again = (() => {
          try {
            return compiled.render(data, limits);
          } catch (error) {
            return (error as TemplateError).message;
          }
        })();
        expect(again).toBe(direct);
      }),
      { numRuns: 500 },
    );
  });
});
