// What the server log may say about an unhandled error: the method, the path (never the query
// string, and no token-like segment), the error's class and code, and where it was thrown. Not
// personal data: a failed Drizzle query carries its parameter values (names, e-mail addresses) in
// its message, and database messages and details quote values too ('Key (email)=(…) already
// exists', 'invalid input syntax: "…"'), so database errors are logged by class, SQLSTATE code,
// constraint and the statement's text (placeholders only), never by message.

/** Invitation and reset tokens ride in some paths: a long opaque segment is shown as ':token'. */
export function loggablePath(path: string): string {
  return (path.split('?')[0] ?? '')
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{20,}(\.json)?$/.test(segment) ? ':token' : segment))
    .join('/');
}

type Described = Error & { code?: unknown; constraint?: unknown; table?: unknown; query?: unknown; cause?: unknown };

const isDatabaseError = (error: Described) =>
  error.constructor?.name === 'DrizzleQueryError' ||
  (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) ||
  'severity' in error;

const scrubEmails = (text: string) => text.replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g, '<e-mail>');

function headOf(error: unknown): { line: string; database: boolean } {
  if (!(error instanceof Error)) return { line: `thrown ${typeof error}`, database: false };
  const e = error as Described;
  const database = isDatabaseError(e);
  const parts = [e.constructor?.name || e.name];
  if (typeof e.code === 'string') parts.push(e.code);
  if (typeof e.constraint === 'string') parts.push(`constraint ${e.constraint}`);
  if (typeof e.table === 'string') parts.push(`table ${e.table}`);
  // Our own and the runtime's messages name ids and properties, not people; e-mails are masked anyway.
  if (!database && e.message) parts.push(`"${scrubEmails(e.message)}"`);
  return { line: parts.join(' '), database };
}

/** The stack's frames only: its first line repeats the message, which may hold the values. */
const framesOf = (error: unknown) =>
  error instanceof Error && error.stack
    ? error.stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

/** One line for any log: each error of the cause chain by class and code (message only when not from the database). */
export function errorSummary(error: unknown): { line: string; database: boolean } {
  const causes: string[] = [];
  let database = false;
  for (let cause: unknown = error, depth = 0; cause !== undefined && cause !== null && depth < 4; depth += 1) {
    const head = headOf(cause);
    database ||= head.database;
    causes.push(head.line);
    cause = cause instanceof Error ? (cause as Described).cause : undefined;
  }
  return { line: causes.join(' <- '), database };
}

export function unhandledErrorLine(method: string, path: string, error: unknown): string {
  const { line, database } = errorSummary(error);
  const query = (error as Described | null)?.query;
  const lines = [`[server] unhandled error ${method} ${loggablePath(path)}: ${line}`];
  if (database && typeof query === 'string') lines.push(`  query: ${query.slice(0, 500)}`);
  const frames = framesOf(error);
  if (frames) lines.push(frames);
  return lines.join('\n');
}
