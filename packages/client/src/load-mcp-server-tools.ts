import {
  type ExecutorV1,
  type MciDiagnostic,
  MciError,
  MciFileError,
  type MciMainFile,
  type ParsedMciFile,
  toolSchema,
} from '@mci/schema';
import { describeIssues, isDiagnosticCode, isMcpServerSupport } from '@mci/schema/internal';
import { createDiagnostic, diagnosticFromError } from './create-diagnostic.js';
import { ExecutorNotFoundError } from './executor-not-found-error.js';
import { createUnpositionedLocator } from './file-locator.js';
import type { LoadedSource } from './load-toolset.js';

export interface McpLoadSettings {
  readonly libraryDir: string;
  readonly baseDir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly offline: boolean;
  /** A server that cannot be loaded fails the load instead of leaving its tools out with a warning. */
  readonly strict: boolean;
  readonly signal: AbortSignal | undefined;
}

/** Loads the tools of the main file's `mcp_servers` through the executor that has `loadMcpServers`. */
export async function loadMcpServerTools(
  main: ParsedMciFile<MciMainFile>,
  executors: readonly ExecutorV1[],
  settings: McpLoadSettings,
): Promise<LoadedSource> {
  const loaded: LoadedSource = { candidates: [], diagnostics: [], files: [] };
  const servers = main.value.mcp_servers;
  if (Object.keys(servers).length === 0) return loaded;
  const support = executors.find(isMcpServerSupport);
  if (!support) {
    loaded.diagnostics.push(
      diagnosticFromError(
        main,
        ['mcp_servers'],
        new ExecutorNotFoundError({ executionType: 'mcp' }, { forMcpServers: true }),
      ),
    );
    return loaded;
  }
  let result: Awaited<ReturnType<typeof support.loadMcpServers>>;
  try {
    result = await support.loadMcpServers({
      servers,
      libraryDir: settings.libraryDir,
      baseDir: settings.baseDir,
      env: settings.env,
      offline: settings.offline,
      partial: !settings.strict,
      ...(settings.signal ? { signal: settings.signal } : {}),
    });
  } catch (error) {
    if (MciFileError.isInstance(error)) loaded.diagnostics.push(...error.diagnostics);
    else loaded.diagnostics.push(...failureDiagnostics(main, error));
    return loaded;
  }
  loaded.diagnostics.push(...result.warnings);
  for (const { serverName, error } of result.unavailable ?? []) {
    loaded.diagnostics.push(unavailableDiagnostic(main, serverName, error));
  }
  for (const toolset of result.toolsets) addToolset(loaded, toolset, settings.baseDir);
  return loaded;
}

/** The tools of one server's toolset, checked against the tool schema, as candidates of the load. */
function addToolset(
  loaded: LoadedSource,
  toolset: { filePath: string; serverName: string; tools: readonly unknown[] },
  baseDir: string,
): void {
  loaded.files.push(toolset.filePath);
  const locator = createUnpositionedLocator(toolset.filePath);
  toolset.tools.forEach((raw, index) => {
    const parsed = toolSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of describeIssues(parsed.error.issues, raw)) {
        loaded.diagnostics.push(
          createDiagnostic(locator, ['tools', index, ...issue.path], 'INVALID_MCP_TOOL', issue.message),
        );
      }
      return;
    }
    loaded.candidates.push({
      definition: parsed.data,
      source: { file: toolset.filePath, mcpServer: toolset.serverName },
      locator,
      path: ['tools', index],
      baseDir,
    });
  });
}

/** One diagnostic per server that failed (an `AggregateError` carries several). */
function failureDiagnostics(main: ParsedMciFile<MciMainFile>, error: unknown): MciDiagnostic[] {
  if (error instanceof AggregateError) return error.errors.flatMap((each) => failureDiagnostics(main, each));
  if (MciError.isInstance(error) && isDiagnosticCode(error.code)) {
    return [createDiagnostic(main, ['mcp_servers'], error.code, error.message)];
  }
  const message = `loading mcp_servers failed: ${error instanceof Error ? error.message : String(error)}`;
  return [createDiagnostic(main, ['mcp_servers'], 'MCP_SERVERS_FAILED', message)];
}

/** The warning for a server a partial load left out: why, and how to get its tools back. */
function unavailableDiagnostic(
  main: ParsedMciFile<MciMainFile>,
  serverName: string,
  error: Error,
): MciDiagnostic {
  const message = `${error.message.replace(/\.$/, '')}. Its tools are left out until it can be loaded: check that its command or URL works and that the env variables it uses are set (a running \`mci run\` retries it)`;
  return createDiagnostic(main, ['mcp_servers', serverName], 'MCP_SERVER_UNAVAILABLE', message, 'warning');
}
