import { createRedactor, type Redactor } from '@mci/executor-kit';
import { renderValue, TemplateError } from '@mci/templating';
import { McpServerConfigError } from './mcp-server-config-error.js';
import { isHttpConfig, type ServerDefinition } from './server-definition.js';

export interface RenderedStdioServerConfig {
  readonly type: 'stdio';
  readonly command: string;
  readonly args: readonly string[];
  /** Only the entries of the file's `env` (the default environment is added when spawning). */
  readonly env: Readonly<Record<string, string>>;
  /** Working folder the server starts in; undefined: the process's own. */
  readonly cwd: string | undefined;
}

export interface RenderedHttpServerConfig {
  readonly type: 'http';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A server config with its `{{env.X}}` placeholders rendered: what a transport is made from. */
export type RenderedMcpServerConfig = RenderedStdioServerConfig | RenderedHttpServerConfig;

export interface RenderedServer {
  readonly config: RenderedMcpServerConfig;
  /** Redacts the env values the config used and the rendered header and env values built from them. */
  readonly redactor: Redactor;
}

/** Renders command, args, env values, url and headers with `{ env }` (placeholders only). */
export function renderServerConfig(definition: ServerDefinition): RenderedServer {
  const { config, name } = definition;
  const context = { env: definition.env };
  const render = (value: unknown): unknown => {
    try {
      return renderValue(value, context);
    } catch (error) {
      if (error instanceof TemplateError) {
        throw new McpServerConfigError(
          { serverName: name, reason: createRedactor(definition.secrets).text(error.message) },
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  };
  const secrets = [...definition.secrets];
  const renderEntries = (entries: Readonly<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(entries).map(([key, template]) => {
        const value = String(render(template));
        if (value !== template) secrets.push(value);
        return [key, value];
      }),
    );
  if (isHttpConfig(config)) {
    const rendered: RenderedHttpServerConfig = {
      type: 'http',
      url: String(render(config.url)),
      headers: renderEntries(config.headers),
    };
    return { config: rendered, redactor: createRedactor(secrets) };
  }
  const rendered: RenderedStdioServerConfig = {
    type: 'stdio',
    command: String(render(config.command)),
    args: config.args.map((arg) => String(render(arg))),
    env: renderEntries(config.env),
    cwd: definition.baseDir,
  };
  return { config: rendered, redactor: createRedactor(secrets) };
}
