import { describe, expect, it } from 'vitest';
import * as library from './index.js';
import * as internalEntry from './internal.js';

describe('the public entries', () => {
  it('@mci/schema: the file format (schemas, parsing, filters), the executor contract and the base errors', () => {
    expect(Object.keys(library).sort()).toEqual([
      'ConfigValidationError',
      'InvalidToolFilterError',
      'MciError',
      'MciFileError',
      'ToolExecutionError',
      'cliExecutionSchema',
      'diagnosticCodes',
      'fileExecutionSchema',
      'formatDiagnostic',
      'httpExecutionSchema',
      'isPortableToolName',
      'mainFileSchema',
      'matchesToolFilter',
      'mcpExecutionSchema',
      'parseExecutionConfig',
      'parseMainFile',
      'parseMainObject',
      'parseToolFilter',
      'parseToolsetFile',
      'schemaErrorCodes',
      'silentLogger',
      'textExecutionSchema',
      'toPortableToolNames',
      'toolSchema',
      'toolsetFileSchema',
    ]);
  });

  it('@mci/schema/internal: what the other MCI packages share, not for general use', () => {
    expect(Object.keys(internalEntry).sort()).toEqual([
      'HTTP_PARAMETER_STYLES',
      'closestKey',
      'createMciJsonSchema',
      'describeIssues',
      'detectFormat',
      'formatJsonPath',
      'isDiagnosticCode',
      'isMcpServerSupport',
      'mcpServerSchema',
      'splitFilterValue',
    ]);
  });
});
