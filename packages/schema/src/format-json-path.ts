/** `['tools', 2, 'execution', 'url']` becomes `tools[2].execution.url`; odd keys are quoted: `env["MY-KEY"]`. */
export function formatJsonPath(path: ReadonlyArray<string | number>): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) text += text ? `.${segment}` : segment;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
