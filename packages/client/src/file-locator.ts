type JsonPath = ReadonlyArray<string | number>;

/** A file that positions can be looked up in (a `ParsedMciFile` is one). */
export interface FileLocator {
  readonly filePath: string | undefined;
  locate(path: JsonPath): { line: number; column: number } | undefined;
}

/** For documents without positions, such as MCP caches handed over as values. */
export function createUnpositionedLocator(filePath: string | undefined): FileLocator {
  return { filePath, locate: () => undefined };
}
