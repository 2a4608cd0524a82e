/** `text` as a literal inside a SQL LIKE/ILIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
