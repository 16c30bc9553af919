import type { ToolFilterType } from '@mci/schema';
import { CliUsageError } from '../cli-usage-error.js';

const filterTypes: Readonly<Record<string, ToolFilterType>> = {
  only: 'only',
  except: 'except',
  tags: 'tags',
  withouttags: 'withoutTags',
  'without-tags': 'withoutTags',
};

/** `only:a,b`, `except:a`, `tags:x,y` or `without-tags:x` (also `withoutTags:x`) as a toolset filter. */
export function parseToolsetFilter(text: string): { filter: ToolFilterType; filterValue: string } {
  const separator = text.indexOf(':');
  const filter = filterTypes[text.slice(0, Math.max(0, separator)).trim().toLowerCase()];
  const values = text
    .slice(separator + 1)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (separator < 0 || filter === undefined || values.length === 0) {
    throw new CliUsageError(
      `--filter "${text}" is not a filter: use only:a,b, except:a,b, tags:x,y or without-tags:x,y.`,
    );
  }
  return { filter, filterValue: values.join(',') };
}
