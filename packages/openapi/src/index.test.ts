import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/openapi: the importer, its error and codes', () => {
    expect(Object.keys(library).sort()).toEqual(['OpenApiImportError', 'importOpenApi', 'openApiErrorCodes']);
  });
});
