import { describe, expect, it } from 'vitest';
import { redactToolText } from './redact-tool-text.js';
import type { McpCachedTool } from './to-mci-tool.js';

const redact = (text: string) => text.split('s3cr3t').join('***');

describe('redactToolText', () => {
  it('replaces secrets in titles, descriptions, defaults and examples at every depth, not in names', () => {
    const tool: McpCachedTool = {
      name: 's3cr3t_tool',
      title: 'Uses s3cr3t',
      description: 'Key s3cr3t',
      inputSchema: {
        type: 'object',
        properties: {
          s3cr3t: { type: 'string', enum: ['s3cr3t'], default: 's3cr3t', examples: [{ key: 's3cr3t' }] },
          description: { $ref: '#/$defs/s3cr3t', description: 'see s3cr3t' },
        },
        required: ['s3cr3t'],
        $defs: { s3cr3t: { type: 'string', title: 'The s3cr3t', pattern: '^s3cr3t$' } },
      },
      outputSchema: { type: 'object', $comment: 'from s3cr3t', properties: { s3cr3t: { const: 's3cr3t' } } },
      annotations: { title: 'Tool s3cr3t', readOnlyHint: true },
      tags: ['IsReadOnly'],
      execution: { type: 'mcp', serverName: 'fx', toolName: 's3cr3t_tool' },
    };
    expect(redactToolText(tool, redact)).toEqual({
      ...tool,
      title: 'Uses ***',
      description: 'Key ***',
      inputSchema: {
        type: 'object',
        properties: {
          s3cr3t: { type: 'string', enum: ['s3cr3t'], default: '***', examples: [{ key: '***' }] },
          description: { $ref: '#/$defs/s3cr3t', description: 'see ***' },
        },
        required: ['s3cr3t'],
        $defs: { s3cr3t: { type: 'string', title: 'The ***', pattern: '^s3cr3t$' } },
      },
      outputSchema: { type: 'object', $comment: 'from ***', properties: { s3cr3t: { const: 's3cr3t' } } },
      annotations: { title: 'Tool ***', readOnlyHint: true },
    });
  });
});
