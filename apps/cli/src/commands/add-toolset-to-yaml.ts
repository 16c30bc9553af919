import { isNode, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import { isToolsetNamed, type ToolsetEntry, toolsetEntryValue } from './toolset-entry.js';

/**
 * Adds or replaces a toolset reference in YAML text through the `yaml` Document API, so comments, key
 * order and the file's indentation survive.
 */
export function addToolsetToYaml(text: string, entry: ToolsetEntry): { text: string; updated: boolean } {
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    throw new CliCommandError('The main file is not valid YAML; fix it first (mci validate shows why).');
  }
  const node = document.createNode(toolsetEntryValue(entry));
  const list = document.get('toolsets', true);
  let updated = false;
  if (list === undefined || list === null || (isScalar(list) && list.value === null)) {
    document.set('toolsets', document.createNode([node]));
  } else if (!isSeq(list)) {
    throw new CliCommandError('"toolsets" in the main file is not a list.');
  } else {
    const index = list.items.findIndex((item) =>
      isToolsetNamed(isNode(item) ? item.toJSON() : item, entry.name),
    );
    if (index >= 0) {
      const previous = list.items[index] as Node;
      node.commentBefore = previous.commentBefore;
      node.comment = previous.comment;
      list.items[index] = node;
      updated = true;
    } else {
      list.items.push(node);
    }
  }
  return { text: document.toString({ lineWidth: 0, ...indentation(text) }), updated };
}

/**
 * The file's layout: spaces per level, whether `- ` items sit indented below their key, and whether flow
 * collections have spaces inside their brackets (`[ a ]`).
 */
function indentation(text: string): { indent: number; indentSeq: boolean; flowCollectionPadding: boolean } {
  const nested = /^( *)[^\s#-][^\n]*:[ \t]*\n( +)[^\s#-]/m.exec(text);
  const indent = nested ? Math.max(1, (nested[2]?.length ?? 2) - (nested[1]?.length ?? 0)) : 2;
  const sequence = /^( *)[^\s#-][^\n]*:[ \t]*\n( *)- /m.exec(text);
  const indentSeq = sequence ? (sequence[2]?.length ?? 0) > (sequence[1]?.length ?? 0) : true;
  return { indent, indentSeq, flowCollectionPadding: /[[{] [^\s\]}]/.test(text) };
}
