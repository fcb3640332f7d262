/**
 * A user's text inside a LIKE pattern: `%`, `_` and `\` match themselves. The query names the escape
 * character (`LIKE ... ESCAPE '\'`), which SQLite and PostgreSQL read alike.
 */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
