import type { Content, ExecutionResult } from '@mci/schema';

/**
 * A result as plain text for a model: text items as they are, an embedded text resource by its text,
 * other items by a short note (`[image image/png]`, a link's URI), and `structuredContent` as JSON when
 * no item holds text. Items are separated by a blank line.
 */
export function contentToText(result: ExecutionResult): string {
  const parts = result.content.map(itemToText);
  if (result.structuredContent && !result.content.some(holdsText)) {
    parts.push(JSON.stringify(result.structuredContent));
  }
  return parts.join('\n\n');
}

function holdsText(item: Content): boolean {
  return item.type === 'text' || (item.type === 'resource' && 'text' in item.resource);
}

function itemToText(item: Content): string {
  switch (item.type) {
    case 'text':
      return item.text;
    case 'image':
    case 'audio':
      return `[${item.type} ${item.mimeType}]`;
    case 'resource_link':
      return `[${item.name}](${item.uri})`;
    case 'resource':
      return 'text' in item.resource ? item.resource.text : `[resource ${item.resource.uri}]`;
  }
}
