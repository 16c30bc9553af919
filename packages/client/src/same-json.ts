/**
 * Whether two values hold the same JSON data: equal primitives, or arrays and plain objects whose
 * entries hold the same data (key order aside). Any other object is the same only as itself.
 */
export function sameJson(first: unknown, second: unknown): boolean {
  if (first === second) return true;
  if (typeof first !== 'object' || typeof second !== 'object' || first === null || second === null) {
    return false;
  }
  if (Array.isArray(first)) {
    return (
      Array.isArray(second) &&
      first.length === second.length &&
      first.every((item, index) => sameJson(item, second[index]))
    );
  }
  if (!isPlainObject(first) || !isPlainObject(second)) return false;
  let count = 0;
  for (const key in first) {
    if (!Object.hasOwn(first, key)) continue;
    if (!Object.hasOwn(second, key) || !sameJson(first[key], second[key])) return false;
    count++;
  }
  for (const key in second) if (Object.hasOwn(second, key)) count--;
  return count === 0;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !Array.isArray(value);
}
