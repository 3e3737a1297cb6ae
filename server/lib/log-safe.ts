/*
 * What the server log may say about a failure: the error's kind and the first line of its message, and the same
 * of its cause. Never the rest: a failed query's message goes on with its bound parameters (e-mails, card fields,
 * messages a trader typed, password hashes), and a request's values never belong in a log.
 */
export function safeErrorText(error: unknown): string {
  const describe = (value: unknown): string => {
    if (!(value instanceof Error)) return typeof value === 'string' ? 'non-Error thrown' : String(typeof value);
    const firstLine = value.message.split('\n', 1)[0] ?? '';
    const code = 'code' in value && typeof value.code === 'string' ? ` [${value.code}]` : '';
    return `${value.name}${code}: ${firstLine.slice(0, 300)}`;
  };
  const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${describe(error.cause)})` : '';
  return `${describe(error)}${cause}`;
}
