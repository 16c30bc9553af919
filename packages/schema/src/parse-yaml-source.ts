import { createRequire } from 'node:module';
import type { Alias, Document, Node } from 'yaml';
import type { ParsedSource, SourceProblem } from './parsed-source.js';
import { SourceLocations } from './source-locations.js';

type Path = ReadonlyArray<string | number>;

// Required on the first YAML file rather than imported: loading `yaml` costs more than a small command
// does, and JSON files never need it. `yaml` is CommonJS for Node, so it loads synchronously.
let yamlModule: typeof import('yaml') | undefined;
const yaml = (): typeof import('yaml') =>
  (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

/** Aliases a document may expand; more is refused as a resource exhaustion attack ("billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/**
 * Reads a YAML 1.2 document (JSON is YAML too; `<<` merge keys are supported, as most YAML users expect)
 * and records where every key and value is. Duplicate keys, several documents in one file and every
 * syntax error are reported with their offset.
 */
export function parseYamlSource(text: string): ParsedSource {
  const locations = new SourceLocations(text);
  const problems: SourceProblem[] = [];
  try {
    const { parseDocument, LineCounter } = yaml();
    const document = parseDocument(text, {
      lineCounter: new LineCounter(),
      prettyErrors: false,
      uniqueKeys: false,
      merge: true,
    });
    const overflow = document.errors.find((error) => /call stack/i.test(error.message));
    if (overflow) throw new RangeError(overflow.message);
    const found = [
      ...document.errors.map((error) => ({ error, severity: 'error', code: 'YAML_SYNTAX' }) as const),
      ...document.warnings.map((error) => ({ error, severity: 'warning', code: 'YAML_WARNING' }) as const),
    ];
    for (const { error, severity, code } of found) {
      problems.push({ severity, code, message: sentence(error.message), offset: error.pos[0] });
    }
    if (document.contents) record({ locations, problems, document }, document.contents, [], undefined);
    const usable = problems.every(
      (problem) => problem.severity === 'warning' || problem.code === 'DUPLICATE_KEY',
    );
    const value = usable && document.contents ? document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) : undefined;
    return { value, locations, problems, usable };
  } catch (error) {
    const message =
      error instanceof RangeError
        ? 'The document is nested too deeply'
        : `The document cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    problems.push({ severity: 'error', code: 'YAML_SYNTAX', message, offset: 0 });
    return { value: undefined, locations, problems, usable: false };
  }
}

interface Recorder {
  readonly locations: SourceLocations;
  readonly problems: SourceProblem[];
  readonly document: Document.Parsed;
}

/**
 * Records the positions of a node and its children, and reports duplicate keys (the last one wins) and
 * aliases without an anchor before them.
 */
function record(recorder: Recorder, node: Node, path: Path, keyOffset: number | undefined): void {
  const { locations, problems } = recorder;
  const { isAlias, isMap, isPair, isScalar, isSeq } = yaml();
  locations.add(path, node.range?.[0], keyOffset);
  if (isAlias(node)) {
    checkAlias(recorder, node, path);
  } else if (isMap(node)) {
    const seen = new Map<string, number | undefined>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const offset = isScalar(pair.key) || isAlias(pair.key) ? pair.key.range?.[0] : undefined;
      if (isAlias(pair.key)) checkAlias(recorder, pair.key, path);
      if (seen.has(key)) {
        const first = seen.get(key);
        const where = first === undefined ? undefined : locations.position(first);
        problems.push({
          severity: 'error',
          code: 'DUPLICATE_KEY',
          message: `duplicate key ${JSON.stringify(key)}${where ? ` (first defined at line ${where.line}, column ${where.column})` : ''}`,
          offset: offset ?? node.range?.[0] ?? 0,
          path: [...path, key],
        });
      }
      seen.set(key, offset);
      if (pair.value && typeof pair.value === 'object' && 'range' in pair.value) {
        record(recorder, pair.value as Node, [...path, key], offset);
      } else {
        locations.add([...path, key], undefined, offset);
      }
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => {
      if (isPair(item) || item === null || typeof item !== 'object') return;
      record(recorder, item as Node, [...path, index], undefined);
    });
  }
}

function checkAlias(recorder: Recorder, alias: Alias, path: Path): void {
  if (alias.resolve(recorder.document) !== undefined) return;
  recorder.problems.push({
    severity: 'error',
    code: 'YAML_SYNTAX',
    message: `Unresolved alias *${alias.source}: no anchor &${alias.source} is set before it`,
    offset: alias.range?.[0] ?? 0,
    path,
  });
}

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
