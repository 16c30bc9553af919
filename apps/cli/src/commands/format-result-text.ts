import type { Content, ExecutionResult } from '@mci/schema';

/** What `mci call` prints for a result: text as it is, other content as a short note on one line. */
export function formatResultText(result: ExecutionResult): string {
  const parts = result.content.map(describeContent);
  if (parts.length === 0 && result.structuredContent !== undefined) {
    parts.push(JSON.stringify(result.structuredContent, null, 2));
  }
  return parts.map((part) => (part.endsWith('\n') ? part : `${part}\n`)).join('');
}

function describeContent(content: Content): string {
  switch (content.type) {
    case 'text':
      return content.text;
    case 'image':
    case 'audio':
      return `[${content.type}: ${content.mimeType}, ${base64Size(content.data)} bytes]`;
    case 'resource_link':
      return `[resource link: ${content.name} ${content.uri}]`;
    case 'resource':
      if ('text' in content.resource) return content.resource.text;
      return `[resource: ${content.resource.uri}, ${content.resource.mimeType ?? 'binary'}, ${base64Size(content.resource.blob)} bytes]`;
  }
}

function base64Size(data: string): number {
  return Buffer.from(data, 'base64').length;
}
