/** Optional hints on a content item, as in MCP. */
export interface ContentAnnotations {
  audience?: Array<'user' | 'assistant'>;
  priority?: number;
  lastModified?: string;
}

export interface TextContent {
  type: 'text';
  text: string;
  annotations?: ContentAnnotations;
}

export interface ImageContent {
  type: 'image';
  /** Base64-encoded bytes. */
  data: string;
  mimeType: string;
  annotations?: ContentAnnotations;
}

export interface AudioContent {
  type: 'audio';
  /** Base64-encoded bytes. */
  data: string;
  mimeType: string;
  annotations?: ContentAnnotations;
}

export interface ResourceLinkContent {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  annotations?: ContentAnnotations;
}

export interface TextResourceContents {
  uri: string;
  mimeType?: string;
  text: string;
}

export interface BlobResourceContents {
  uri: string;
  mimeType?: string;
  /** Base64-encoded bytes. */
  blob: string;
}

export interface EmbeddedResourceContent {
  type: 'resource';
  resource: TextResourceContents | BlobResourceContents;
  annotations?: ContentAnnotations;
}

/** One item of a result's content: the MCP content types. */
export type Content =
  | TextContent
  | ImageContent
  | AudioContent
  | ResourceLinkContent
  | EmbeddedResourceContent;

/**
 * What running a tool returns. An error result has `error`, the stable `errorCode` of the failure (one of
 * `errorCodes`), and a text content item with the same message, so it can be sent over MCP as it is.
 */
export interface ExecutionResult {
  isError: boolean;
  content: Content[];
  structuredContent?: Record<string, unknown>;
  error?: string;
  errorCode?: string;
  metadata?: Record<string, unknown>;
}
