type JsonObject = Record<string, unknown>;

/**
 * Replaces, in place, every `{"$ref": "#/..."}` of `document` by the object it points to (the very
 * object, so shared schemas stay one object and cycles become cyclic object graphs), following `$ref`s
 * that point to `$ref`s. Returns false, leaving the rest as it is, when a `$ref` points outside the
 * document or to nothing: the caller then resolves with a full resolver.
 */
export function dereferenceLocal(document: JsonObject): boolean {
  const visited = new Set<object>();
  const stack: object[] = [document];
  while (stack.length > 0) {
    const node = stack.pop() as JsonObject;
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      const target = isRef(value) ? resolveRef(document, value) : value;
      if (target === undefined) return false;
      if (target !== value) node[key] = target;
      if (!visited.has(target)) {
        visited.add(target);
        stack.push(target);
      }
    }
  }
  return true;
}

function isRef(value: object): value is { $ref: string } {
  return typeof (value as JsonObject).$ref === 'string';
}

/** The object a local `$ref` (and any `$ref` it lands on) points to; undefined for others. */
function resolveRef(document: JsonObject, reference: { $ref: string }): object | undefined {
  let current: object = reference;
  for (let hops = 0; isRef(current); hops += 1) {
    if (hops > 32 || !current.$ref.startsWith('#')) return undefined;
    const found = followPointer(document, current.$ref.slice(1));
    if (typeof found !== 'object' || found === null) return undefined;
    current = found;
  }
  return current;
}

function followPointer(document: JsonObject, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null) return undefined;
    let next = (current as JsonObject)[part];
    // A pointer may pass through a `$ref` (e.g. into a referenced schema's properties).
    if (typeof next === 'object' && next !== null && isRef(next)) next = resolveRef(document, next);
    current = next;
  }
  return current;
}
