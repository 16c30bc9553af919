// Imports one OpenAPI document and checks the toolset it writes, in a process of its own (run by
// run-corpus.mjs). Prints one JSON line: { status, tools, operations, skipped, ms, peakMb, error? }.
// importMs is the time of importOpenApi alone, ms that of the whole check. status: "imported" (the file passes validation and loads with every schema compiled), "refused" (an
// OpenApiImportError: one line saying what to do), "invalid" (the file does not validate or load), or
// "crashed" (any other error).
import { writeFile } from 'node:fs/promises';
import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { importOpenApi, OpenApiImportError } from '@mci/openapi';
import { parseToolsetFile } from '@mci/schema';

const [document, outFile] = process.argv.slice(2);
const started = performance.now();
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const print = (fields) =>
  process.stdout.write(
    `${JSON.stringify({ ...fields, ms: Math.round(performance.now() - started), peakMb: peakMb() })}\n`,
  );

let result;
try {
  result = await importOpenApi(document);
} catch (error) {
  const refused = OpenApiImportError.isInstance(error);
  print({ status: refused ? 'refused' : 'crashed', error: String(error?.message ?? error).split('\n')[0] });
  process.exit(0);
}
const { toolset, report } = result;
const importMs = Math.round(performance.now() - started);
const counts = {
  tools: report.toolsWritten,
  operations: report.operationsRead,
  skipped: report.skipped.length,
  importMs,
};
const text = JSON.stringify(toolset, null, 2);
if (outFile) await writeFile(outFile, text);
try {
  const parsed = parseToolsetFile(text, { filePath: 'imported.mci.json' });
  if (parsed.warnings.length > 0)
    throw new Error(`warning: ${parsed.warnings[0].message ?? parsed.warnings[0]}`);
  const client = await MCIClient.load({
    schema: toolset,
    baseDir: process.cwd(),
    executors: [createHttpExecutor()],
    checkSchemas: 'load',
  });
  await client.close();
  print({ status: 'imported', ...counts, mb: Math.round(text.length / 1e5) / 10 });
} catch (error) {
  print({
    status: 'invalid',
    ...counts,
    error: String(error?.message ?? error)
      .split('\n')[0]
      .slice(0, 300),
  });
}
