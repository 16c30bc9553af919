import type * as z from 'zod';

type Path = ReadonlyArray<string | number>;

/** An object key the schema does not know, with the keys it does know at that place. */
export interface UnknownField {
  readonly path: Path;
  readonly knownKeys: readonly string[];
  /** The required keys of that object that the value lacks (a misspelt one is likely among them). */
  readonly missingKeys: readonly string[];
}

interface Definition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.core.$ZodType>>;
  readonly catchall?: z.core.$ZodType;
  readonly element?: z.core.$ZodType;
  readonly valueType?: z.core.$ZodType;
  readonly options?: readonly z.core.$ZodType[];
  readonly innerType?: z.core.$ZodType;
  readonly in?: z.core.$ZodType;
  readonly getter?: () => z.core.$ZodType;
  readonly values?: readonly unknown[];
}

/**
 * Walks a value alongside a zod schema and lists the object keys the schema does not declare. Objects
 * with a catch-all (loose objects, records) and values of unknown type are not looked into. In a union,
 * the branch whose literal fields (such as `type`) match the value is followed.
 */
export function findUnknownFields(schema: z.core.$ZodType, value: unknown): UnknownField[] {
  const found: UnknownField[] = [];
  walk(schema, value, [], found);
  return found;
}

/**
 * `path` is one array, pushed and popped on the way down; a copy is taken only for a field found. (A load
 * walks every tool of every file here: a path copy per node was a third of what loading allocated.)
 */
function walk(
  schema: z.core.$ZodType,
  value: unknown,
  path: Array<string | number>,
  found: UnknownField[],
): void {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      if (definition.innerType) walk(definition.innerType, value, path, found);
      return;
    case 'pipe':
      if (definition.in) walk(definition.in, value, path, found);
      return;
    case 'lazy':
      if (definition.getter) walk(definition.getter(), value, path, found);
      return;
    case 'object':
      walkObject(definition, value, path, found);
      return;
    case 'array':
      if (Array.isArray(value) && definition.element && canHaveFields(definition.element)) {
        for (let index = 0; index < value.length; index++) {
          path.push(index);
          walk(definition.element, value[index], path, found);
          path.pop();
        }
      }
      return;
    case 'record':
      if (isPlainObject(value) && definition.valueType && canHaveFields(definition.valueType)) {
        for (const key of Object.keys(value)) {
          path.push(key);
          walk(definition.valueType, value[key], path, found);
          path.pop();
        }
      }
      return;
    case 'union': {
      const option = pickOption(definition.options ?? [], value);
      if (option) walk(option, value, path, found);
      return;
    }
    default:
      return;
  }
}

function walkObject(
  definition: Definition,
  value: unknown,
  path: Array<string | number>,
  found: UnknownField[],
): void {
  if (!isPlainObject(value)) return;
  const shape = definition.shape ?? {};
  const open = definition.catchall !== undefined && definitionOf(definition.catchall).type !== 'never';
  let missingKeys: string[] | undefined;
  for (const key of Object.keys(value)) {
    const property = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (property) {
      path.push(key);
      walk(property, value[key], path, found);
      path.pop();
    } else if (!open) {
      missingKeys ??= Object.keys(shape).filter(
        (name) => !Object.hasOwn(value, name) && !isOptional(shape[name] as z.core.$ZodType),
      );
      found.push({ path: [...path, key], knownKeys: Object.keys(shape), missingKeys });
    }
  }
}

/** Whether an object property may be left out (`.optional()`, `.default()`). */
function isOptional(schema: z.core.$ZodType): boolean {
  const type = definitionOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** False for schemas nothing below can be unknown to (`unknown`, `string`, ...): their values are not walked. */
function canHaveFields(schema: z.core.$ZodType): boolean {
  switch (definitionOf(schema).type) {
    case 'unknown':
    case 'any':
    case 'string':
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
      return false;
    default:
      return true;
  }
}

/** The union branch a value is meant for: by literal fields, else the first that accepts it, else the closest. */
function pickOption(options: readonly z.core.$ZodType[], value: unknown): z.core.$ZodType | undefined {
  if (isPlainObject(value)) {
    for (const option of options) if (literalsMatch(option, value)) return option;
  }
  const accepted = options.find((option) => accepts(option, value));
  if (accepted || !isPlainObject(value)) return accepted;
  let best: z.core.$ZodType | undefined;
  let bestScore = 0;
  for (const option of options) {
    const shape = objectShape(option);
    const score = shape ? Object.keys(value).filter((key) => Object.hasOwn(shape, key)).length : 0;
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

function accepts(schema: z.core.$ZodType, value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  return !(result instanceof Promise) && result.issues === undefined;
}

/** True when the object branch has literal fields present in the value, all with a matching value. */
function literalsMatch(option: z.core.$ZodType, value: Record<string, unknown>): boolean {
  let matched = false;
  for (const [key, literal] of literalFieldsOf(option)) {
    if (!Object.hasOwn(value, key)) continue;
    if (!literal.includes(value[key])) return false;
    matched = true;
  }
  return matched;
}

/** The literal fields of each union branch (such as `type: "http"`), worked out once per branch. */
const literalFields = new WeakMap<z.core.$ZodType, ReadonlyArray<readonly [string, readonly unknown[]]>>();

function literalFieldsOf(option: z.core.$ZodType): ReadonlyArray<readonly [string, readonly unknown[]]> {
  let fields = literalFields.get(option);
  if (fields === undefined) {
    const shape = objectShape(option) ?? {};
    fields = Object.keys(shape).flatMap((key) => {
      const literal = literalValues(shape[key] as z.core.$ZodType);
      return literal ? [[key, literal] as const] : [];
    });
    literalFields.set(option, fields);
  }
  return fields;
}

function literalValues(schema: z.core.$ZodType): readonly unknown[] | undefined {
  const definition = definitionOf(schema);
  if (definition.type === 'literal') return definition.values;
  if (definition.type === 'optional' && definition.innerType) return literalValues(definition.innerType);
  return undefined;
}

function objectShape(schema: z.core.$ZodType): Readonly<Record<string, z.core.$ZodType>> | undefined {
  const definition = definitionOf(schema);
  if (definition.type === 'object') return definition.shape;
  if (definition.type === 'pipe' && definition.in) return objectShape(definition.in);
  return undefined;
}

function definitionOf(schema: z.core.$ZodType): Definition {
  return schema._zod.def as unknown as Definition;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
