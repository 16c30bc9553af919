type JsonObject = Record<string, unknown>;

/**
 * Replaces, in place, every `{"$ref": "#/..."}` of `document` by the object it points to (the very
 * object, so shared schemas stay one object and cycles become cyclic object graphs), following `$ref`s
 * that point to `$ref`s. Returns false, leaving the rest as it is, when a `$ref` points outside the
 * document or to nothing: the caller then resolves with a full resolver.
 *
 * Each `$ref` text is resolved once. `isTree`: the document is a tree, as `JSON.parse` returns it, so
 * every object a `$ref` points to is also walked where it stands and the walk need not remember the
 * objects it has seen (a set of every object of a large document costs more than the walk). A parsed
 * YAML document may share objects (aliases), so it is walked remembering them.
 */
export function dereferenceLocal(document: JsonObject, isTree = false): boolean {
  const targets = new Map<string, object>();
  const seen = isTree ? undefined : new Set<object>([document]);
  const stack: object[] = [document];
  /** Replaces `node[key]` when it is a `$ref` and queues what is to be walked; false for a bad `$ref`. */
  const step = (node: JsonObject, key: string | number): boolean => {
    const found = node[key];
    if (typeof found !== 'object' || found === null) return true;
    let value: object = found;
    if (isRef(value)) {
      const target = targets.get(value.$ref) ?? resolveRef(document, value);
      if (target === undefined) return false;
      targets.set(value.$ref, target);
      node[key] = target;
      if (seen === undefined) return true;
      value = target;
    }
    if (seen !== undefined) {
      if (seen.has(value)) return true;
      seen.add(value);
    }
    stack.push(value);
    return true;
  };
  while (stack.length > 0) {
    const node = stack.pop() as JsonObject;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) if (!step(node, index)) return false;
    } else {
      for (const key in node) if (!step(node, key)) return false;
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
