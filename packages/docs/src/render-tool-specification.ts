import { flatten, headingAnchor, inlineCode, listOf, paragraph, tableCell } from './markdown-text.js';
import type {
  Idempotency,
  ParameterRow,
  SourceDocument,
  ToolDocument,
  ToolOrigin,
  ToolSpecification,
} from './tool-specification.js';

/**
 * `MCP_TOOL_SPECIFICATION.md`: a table of contents, a short section per toolset and MCP server, then one
 * `## Tool: \`name\`` section per tool. The same specification always gives the same bytes.
 */
export function renderToolSpecification(specification: ToolSpecification): string {
  const blocks: string[] = [`# MCP Tool Specification: ${flatten(specification.title)}`];
  if (specification.description) blocks.push(paragraph(specification.description));
  blocks.push(
    `Generated from ${inlineCode(specification.mainFile)} by \`mci docs\`: ${count(specification.tools.length, 'tool')}. Edit the MCI files, not this document, and generate it again.`,
  );
  blocks.push('## Contents', contents(specification));
  for (const source of specification.sources) blocks.push(...sourceSection(source));
  for (const tool of specification.tools) blocks.push(...toolSection(tool));
  return `${blocks.join('\n\n')}\n`;
}

function contents(specification: ToolSpecification): string {
  const lines = specification.tools.map((tool) => {
    const summary = tool.title ?? tool.description;
    return `- [${toolHeading(tool.name)}](#${headingAnchor(toolHeading(tool.name))})${summary ? `: ${tableCell(firstSentence(summary))}` : ''}`;
  });
  for (const source of specification.sources) {
    lines.push(`- [${sourceHeading(source)}](#${headingAnchor(sourceHeading(source))})`);
  }
  return lines.length > 0 ? lines.join('\n') : 'No tools.';
}

function sourceSection(source: SourceDocument): string[] {
  const blocks = [`## ${sourceHeading(source)}`];
  if (source.title || source.description) {
    blocks.push(
      paragraph(
        [source.title ? `**${source.title}.**` : '', source.description ?? ''].filter(Boolean).join(' '),
      ),
    );
  }
  const facts =
    source.kind === 'toolset'
      ? [`- **${source.files.length === 1 ? 'File' : 'Files'}:** ${listOf(source.files.map(inlineCode))}`]
      : [
          `- **Declared in:** ${listOf(source.files.map(inlineCode))}`,
          `- **Server:** ${source.server ? inlineCode(source.server) : 'not declared in the loaded files'}`,
        ];
  facts.push(
    `- **Tools:** ${listOf(source.tools.map((name) => `[${inlineCode(name)}](#${headingAnchor(toolHeading(name))})`))}`,
  );
  blocks.push(facts.join('\n'));
  return blocks;
}

function toolSection(tool: ToolDocument): string[] {
  return [
    `## ${toolHeading(tool.name)}`,
    [
      `- **Version:** ${tool.version ? inlineCode(tool.version) : 'not declared'}`,
      `- **Invocation Name:** ${inlineCode(tool.name)}`,
      `- **Source:** ${describeOrigin(tool.origin)}`,
      `- **Execution:** ${inlineCode(tool.executionType)}`,
      `- **Tags:** ${tool.tags.length > 0 ? tool.tags.map(inlineCode).join(', ') : 'none'}`,
      `- **Required scopes:** ${tool.requiredScopes.length > 0 ? tool.requiredScopes.map(inlineCode).join(', ') : 'none'}`,
    ].join('\n'),
    '### Purpose and Description',
    [
      tool.title ? `**Title:** ${tableCell(tool.title)}` : '',
      tool.description ? paragraph(tool.description) : 'No description.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    '### Input Schema (Parameters)',
    tool.parameters.length > 0
      ? parameterTable(tool.parameters, 'Parameter Name')
      : 'The tool takes no parameters.',
    'JSON Schema for `arguments`:',
    jsonBlock(tool.inputSchema),
    '### Output Schema (Return Value)',
    tool.returns,
    ...(tool.outputSchema
      ? [
          ...(tool.outputFields && tool.outputFields.length > 0
            ? [parameterTable(tool.outputFields, 'Field Name')]
            : []),
          'JSON Schema for `structuredContent`:',
          jsonBlock(tool.outputSchema),
        ]
      : []),
    '### Error Handling',
    errorText(tool),
    '### Idempotency',
    idempotencyText(tool.idempotency),
    '### Usage Examples (for MCP context)',
    'A `tools/call` request with arguments taken from the schema (its examples, defaults and enums):',
    jsonBlock(tool.usageExample),
    '### Security Considerations',
    tool.security.map((sentence) => `- ${sentence}`).join('\n'),
  ];
}

function parameterTable(rows: readonly ParameterRow[], nameHeader: string): string {
  const lines = [
    `| ${nameHeader} | Type | Required | Description | Example Value |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const notes = [
      row.description ?? '',
      row.enum ? `One of: ${row.enum.map((value) => inlineCode(JSON.stringify(value))).join(', ')}.` : '',
      row.default !== undefined ? `Default: ${inlineCode(JSON.stringify(row.default))}.` : '',
    ].filter(Boolean);
    const cells = [
      inlineCode(row.name),
      inlineCode(row.type),
      row.required ? 'yes' : 'no',
      notes.join(' '),
      row.example === undefined ? '' : inlineCode(JSON.stringify(row.example)),
    ];
    lines.push(`| ${cells.map(tableCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

function errorText(tool: ToolDocument): string {
  const lines = [
    'A failed call returns a result with `isError: true`, the message in `error` and one of these codes in `errorCode`:',
    '',
    '| Code | Meaning |',
    '| --- | --- |',
    ...tool.errors.map((error) => `| ${inlineCode(error.code)} | ${tableCell(error.meaning)} |`),
  ];
  if (tool.executionType === 'mcp') {
    lines.push(
      '',
      'When the server itself answers with `isError: true`, that result is passed through as it is.',
    );
  }
  return lines.join('\n');
}

function idempotencyText(idempotency: Idempotency): string {
  const { readOnly, idempotent, destructive } = idempotency;
  const lines = [
    `- **Read-only:** ${hint(readOnly, 'readOnlyHint', 'it does not change its environment', 'it may change its environment')}`,
    `- **Idempotent:** ${hint(idempotent, 'idempotentHint', 'repeating a call with the same arguments has no further effect', 'repeating a call may have a further effect')}`,
    `- **Destructive:** ${hint(destructive, 'destructiveHint', 'it may delete or overwrite data', 'it only adds, never deletes or overwrites')}`,
  ];
  const safe = readOnly === true || idempotent === true;
  lines.push(
    safe
      ? '\nSafe to repeat: a call can be retried after a timeout or a lost connection.'
      : '\nNot declared safe to repeat: retry a call only when you know the first one had no effect.',
  );
  return lines.join('\n');
}

function hint(value: boolean | undefined, name: string, yes: string, no: string): string {
  if (value === undefined) return `not declared (no \`${name}\`)`;
  return value ? `yes (\`${name}: true\`): ${yes}.` : `no (\`${name}: false\`): ${no}.`;
}

function describeOrigin(origin: ToolOrigin): string {
  if (origin.kind === 'mcpServer') {
    return `MCP server ${inlineCode(origin.name ?? '')}, declared in ${inlineCode(origin.file)}`;
  }
  if (origin.kind === 'toolset')
    return `toolset ${inlineCode(origin.name ?? '')} (${inlineCode(origin.file)})`;
  return `the main file ${inlineCode(origin.file)}`;
}

function toolHeading(name: string): string {
  return `Tool: ${inlineCode(name)}`;
}

function sourceHeading(source: SourceDocument): string {
  return `${source.kind === 'toolset' ? 'Toolset' : 'MCP server'}: ${inlineCode(source.name)}`;
}

function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

function count(value: number, word: string): string {
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}
