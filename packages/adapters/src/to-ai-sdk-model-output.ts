import type { Content, ExecutionResult } from '@mci/schema';
import type { dynamicTool } from 'ai';
import { contentToText } from './content-to-text.js';

/** The SDK's `ToolResultOutput`, which `ai` does not export by name. */
type ToolResultOutput = Awaited<ReturnType<NonNullable<Parameters<typeof dynamicTool>[0]['toModelOutput']>>>;
type ContentPart = Extract<ToolResultOutput, { type: 'content' }>['value'][number];

/**
 * What the model reads of a successful result: images and audio as media parts next to the text,
 * otherwise `structuredContent` as JSON when the tool has it, otherwise the text.
 */
export function toAiSdkModelOutput(result: ExecutionResult): ToolResultOutput {
  if (result.content.some((item) => item.type === 'image' || item.type === 'audio')) {
    return { type: 'content', value: result.content.map(toContentPart) };
  }
  if (result.structuredContent) return { type: 'json', value: result.structuredContent as never };
  return { type: 'text', value: contentToText(result) };
}

function toContentPart(item: Content): ContentPart {
  if (item.type === 'image') return { type: 'image-data', data: item.data, mediaType: item.mimeType };
  if (item.type === 'audio') return { type: 'file-data', data: item.data, mediaType: item.mimeType };
  return { type: 'text', text: contentToText({ isError: false, content: [item] }) };
}
