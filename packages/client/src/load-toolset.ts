import path from 'node:path';
import {
  type MciDiagnostic,
  MciFileError,
  matchesToolFilter,
  type ParsedMciFile,
  parseToolsetFile,
  type ToolsetFile,
} from '@mci/schema';
import { splitFilterValue, type ToolsetReference } from '@mci/schema/internal';
import { applyToolsetSettings } from './apply-toolset-settings.js';
import { createDiagnostic, diagnosticFromError } from './create-diagnostic.js';
import { createFileLocator, type FileLocator } from './file-locator.js';
import { readMciFile } from './read-mci-file.js';
import { resolveToolsetFiles } from './resolve-toolset-files.js';
import type { ToolCandidate } from './tool-candidate.js';
import { ToolsetNotFoundError } from './toolset-not-found-error.js';
import { ToolsetOutsideLibraryError } from './toolset-outside-library-error.js';

export interface LoadedSource {
  readonly candidates: ToolCandidate[];
  /** Errors and warnings, each with its file and position. */
  readonly diagnostics: MciDiagnostic[];
  readonly files: string[];
}

/** Loads the tools of `toolsets[index]` of the main file, with its filter, prefix and http settings applied. */
export async function loadToolset(
  reference: ToolsetReference,
  index: number,
  main: FileLocator,
  libraryDir: string,
): Promise<LoadedSource> {
  const loaded: LoadedSource = { candidates: [], diagnostics: [], files: [] };
  let resolved: Awaited<ReturnType<typeof resolveToolsetFiles>>;
  try {
    resolved = await resolveToolsetFiles(libraryDir, reference.name);
  } catch (error) {
    if (!(ToolsetNotFoundError.isInstance(error) || ToolsetOutsideLibraryError.isInstance(error)))
      throw error;
    loaded.diagnostics.push(diagnosticFromError(main, ['toolsets', index, 'name'], error));
    return loaded;
  }
  if (resolved.files.length === 0) {
    const message = `toolset folder "${reference.name}" has no .mci.json, .mci.yaml or .mci.yml files`;
    loaded.diagnostics.push(
      createDiagnostic(main, ['toolsets', index, 'name'], 'TOOLSET_EMPTY', message, 'warning'),
    );
  }
  const filterValues = splitFilterValue(reference.filterValue);
  const filter = reference.filter && { kind: reference.filter, values: filterValues };
  const declaredNames = new Set<string>();
  for (const filePath of resolved.files) {
    loaded.files.push(filePath);
    let parsed: ParsedMciFile<ToolsetFile>;
    try {
      parsed = readMciFile(filePath, parseToolsetFile);
    } catch (error) {
      if (!MciFileError.isInstance(error)) throw error;
      loaded.diagnostics.push(...error.diagnostics);
      continue;
    }
    loaded.diagnostics.push(...parsed.warnings);
    const locator = createFileLocator(parsed);
    const source = { file: filePath, toolset: reference.name };
    parsed.value.tools.forEach((definition, toolIndex) => {
      declaredNames.add(definition.name);
      if (filter && !matchesToolFilter(definition, filter)) return;
      loaded.candidates.push({
        definition: applyToolsetSettings(definition, reference),
        source,
        locator,
        path: ['tools', toolIndex],
        baseDir: path.dirname(filePath),
      });
    });
  }
  const unmatched = unmatchedFilterNames(reference, filterValues, declaredNames);
  if (unmatched !== undefined) {
    loaded.diagnostics.push(
      createDiagnostic(main, ['toolsets', index, 'filterValue'], 'FILTER_UNMATCHED', unmatched, 'warning'),
    );
  }
  return loaded;
}

/**
 * A warning for an `only`/`except` filter naming tools the toolset does not declare (a typo, or a tool
 * that was renamed), or for a filter without any entry. Undefined when the filter is fine.
 */
function unmatchedFilterNames(
  reference: ToolsetReference,
  values: ReadonlySet<string>,
  declared: ReadonlySet<string>,
): string | undefined {
  if (!reference.filter) return undefined;
  if (values.size === 0) return `filter "${reference.filter}" has an empty filterValue`;
  if (reference.filter !== 'only' && reference.filter !== 'except') return undefined;
  const unknown = [...values].filter((name) => !declared.has(name));
  if (unknown.length === 0 || declared.size === 0) return undefined;
  const names = unknown.map((name) => `"${name}"`).join(', ');
  return `filter "${reference.filter}" names ${names}, which toolset "${reference.name}" does not declare`;
}
