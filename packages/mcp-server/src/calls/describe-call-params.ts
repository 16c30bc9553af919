/**
 * What is wrong with the params of a `tools/call` request, in words, or undefined when they are well
 * formed: an object with a non-empty string `name` and, when given, an object of `arguments`.
 */
export function describeCallParams(params: unknown): string | undefined {
  if (!isObject(params)) return `params must be an object with the tool's "name", got ${kindOf(params)}`;
  if (typeof params.name !== 'string' || params.name === '') {
    return `"name" must be the name of a tool (a non-empty string), got ${kindOf(params.name)}`;
  }
  if (params.arguments !== undefined && !isObject(params.arguments)) {
    return `"arguments" must be an object of argument values by name, got ${kindOf(params.arguments)}`;
  }
  if (params._meta !== undefined && !isObject(params._meta)) {
    return `"_meta" must be an object, got ${kindOf(params._meta)}`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  return `a ${typeof value}`;
}
