import { describe, expect, it } from 'vitest';
import * as mainFile from './find-main-file.js';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/host: what the command line and the server bin share to run MCI files', () => {
    expect(Object.keys(library).sort()).toEqual([
      'EnvFileError',
      'MainFileNotFoundError',
      'createDefaultExecutors',
      'createLogger',
      'describeDiagnostic',
      'describeLoadError',
      'findMainFile',
      'hostErrorCodes',
      'isLogLevel',
      'loadDotenv',
      'logLevels',
      'mainFileNames',
      'parseToolFilters',
      'silentLogger',
      'startMciMcpServer',
    ]);
  });

  it('@mci/host/find-main-file: finding the main file without loading the rest', () => {
    expect(Object.keys(mainFile).sort()).toEqual(['findMainFile', 'mainFileNames']);
  });
});
