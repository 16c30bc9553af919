const returnsByType: Readonly<Record<string, string>> = {
  text: 'One text content item: the `text` template rendered with the arguments.',
  file: "The file's content as one item: text (rendered as a template unless `enableTemplating` is false), or an image or audio item when the file is a png, jpeg, gif, webp, wav, mp3 or ogg file.",
  http: 'The HTTP response body as one item: JSON and other text responses as text (decoded by their charset), images as an image item. `metadata.status_code` holds the status.',
  cli: "The command's standard output as one text item, when it exits with code 0. `metadata` holds `exit_code` and what it wrote to standard error.",
  mcp: "What the MCP server's tool returns, passed through: its content items (text, image, audio, resource links, embedded resources) and `structuredContent`.",
};

/** What a successful call of this execution type returns, when the tool declares no `outputSchema`. */
export function describeReturns(executionType: string, hasOutputSchema: boolean): string {
  const base =
    returnsByType[executionType] ?? `What the \`${executionType}\` executor returns; see its documentation.`;
  return hasOutputSchema
    ? `${base} The result's \`structuredContent\` follows the output schema below.`
    : base;
}
