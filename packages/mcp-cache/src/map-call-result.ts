import type { Content, ExecutionResult } from '@mci/schema';
import type { ContentAnnotations } from '@mci/schema/internal';

type Item = Record<string, unknown>;

/**
 * Turns a `tools/call` result into an MCI result: every content type is kept (text, image, audio,
 * resource_link, resource), `structuredContent` too. A result with `isError` stays an error result with
 * the server's content, code `MCP_TOOL_ERROR` and its text passed through `redact` (a server may echo
 * the secrets it was started with); its `error` is the text of its text items (or a generic sentence,
 * added as text).
 */
export function mapCallResult(
  result: Record<string, unknown>,
  metadata: { serverName: string; toolName: string },
  redact: (text: string) => string,
): ExecutionResult {
  const content: Content[] =
    'toolResult' in result && !('content' in result)
      ? [{ type: 'text', text: JSON.stringify(result.toolResult) }]
      : ((result.content as Item[] | undefined) ?? []).map(mapContent);
  const mapped: ExecutionResult = { isError: result.isError === true, content, metadata: { ...metadata } };
  const structured = result.structuredContent;
  if (structured !== null && typeof structured === 'object' && !Array.isArray(structured)) {
    mapped.structuredContent = structured as Record<string, unknown>;
  }
  if (mapped.isError) {
    mapped.errorCode = 'MCP_TOOL_ERROR';
    mapped.content = content.map((item) =>
      item.type === 'text' ? { ...item, text: redact(item.text) } : item,
    );
    const text = mapped.content.flatMap((item) => (item.type === 'text' ? [item.text] : [])).join('\n');
    mapped.error =
      text ||
      `MCP tool ${JSON.stringify(metadata.toolName)} of server ${JSON.stringify(metadata.serverName)} reported an error`;
    if (!text) mapped.content.push({ type: 'text', text: mapped.error });
  }
  return mapped;
}

function mapContent(item: Item): Content {
  const annotations = mapAnnotations(item.annotations);
  const extra = annotations ? { annotations } : {};
  switch (item.type) {
    case 'text':
      return { type: 'text', text: String(item.text), ...extra };
    case 'image':
    case 'audio':
      return { type: item.type, data: String(item.data), mimeType: String(item.mimeType), ...extra };
    case 'resource_link':
      return {
        type: 'resource_link',
        uri: String(item.uri),
        name: String(item.name),
        ...pick(item, ['title', 'description', 'mimeType', 'size']),
        ...extra,
      };
    case 'resource': {
      const resource = item.resource as Item;
      const base = { uri: String(resource.uri), ...pick(resource, ['mimeType']) };
      return {
        type: 'resource',
        resource:
          typeof resource.blob === 'string'
            ? { ...base, blob: resource.blob }
            : { ...base, text: String(resource.text ?? '') },
        ...extra,
      };
    }
    default:
      return { type: 'text', text: JSON.stringify(item) };
  }
}

function mapAnnotations(value: unknown): ContentAnnotations | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const annotations = pick(value as Item, ['audience', 'priority', 'lastModified']) as ContentAnnotations;
  return Object.keys(annotations).length > 0 ? annotations : undefined;
}

function pick(source: Item, keys: readonly string[]): Item {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
