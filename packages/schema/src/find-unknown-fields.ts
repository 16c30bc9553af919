import type * as z from 'zod';

type Path = ReadonlyArray<string | number>;

/** An object key the schema does not know, with the keys it does know at that place. */
export interface UnknownField {
  readonly path: Path;
  readonly knownKeys: readonly string[];
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

function walk(schema: z.core.$ZodType, value: unknown, path: Path, found: UnknownField[]): void {
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
      if (Array.isArray(value) && definition.element) {
        const element = definition.element;
        value.forEach((item, index) => {
          walk(element, item, [...path, index], found);
        });
      }
      return;
    case 'record':
      if (isPlainObject(value) && definition.valueType) {
        const valueType = definition.valueType;
        for (const [key, item] of Object.entries(value)) walk(valueType, item, [...path, key], found);
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

function walkObject(definition: Definition, value: unknown, path: Path, found: UnknownField[]): void {
  if (!isPlainObject(value)) return;
  const shape = definition.shape ?? {};
  const open = definition.catchall !== undefined && definitionOf(definition.catchall).type !== 'never';
  const knownKeys = Object.keys(shape);
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (property) walk(property, item, [...path, key], found);
    else if (!open) found.push({ path: [...path, key], knownKeys });
  }
}

/** The union branch a value is meant for: by literal fields, else the first that accepts it, else the closest. */
function pickOption(options: readonly z.core.$ZodType[], value: unknown): z.core.$ZodType | undefined {
  if (isPlainObject(value)) {
    const byLiteral = options.find((option) => literalsMatch(option, value));
    if (byLiteral) return byLiteral;
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
  const shape = objectShape(option);
  if (!shape) return false;
  let matched = false;
  for (const [key, property] of Object.entries(shape)) {
    const literal = literalValues(property);
    if (!literal || !Object.hasOwn(value, key)) continue;
    if (!literal.includes(value[key])) return false;
    matched = true;
  }
  return matched;
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
