/** GitLab's identicon palettes (`gl-avatar-identicon-bg1` … `bg7`): background and text colours. */
export const IDENTICON_COLORS: readonly { background: string; color: string }[] = Object.freeze([
  { background: '#fcf1ef', color: '#8d1300' },
  { background: '#f4f0ff', color: '#5943b6' },
  { background: '#f1f1ff', color: '#3434a6' },
  { background: '#e9f3fc', color: '#064787' },
  { background: '#ecf4ee', color: '#0d532a' },
  { background: '#fdf1dd', color: '#703800' },
  { background: '#ececef', color: '#333238' },
]);

/**
 * The identicon variant of an entity, as GitLab picks it: `id % 7 + 1` (1…7) for numeric ids; other ids
 * (GraphQL global ids, usernames) by their trailing number, else by a sum of their character codes.
 */
export function identiconVariant(id: number | string): number {
  let n: number;
  if (typeof id === 'number') n = id;
  else {
    const digits = /(\d+)$/.exec(id)?.[1];
    n = digits ? Number(digits) : [...id].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0);
  }
  return (Math.abs(Math.trunc(n)) % IDENTICON_COLORS.length) + 1;
}

/** The letter an identicon shows: the first character of the name, upper-cased (GitLab's avatar text). */
export function identiconLetter(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  return first.toLocaleUpperCase();
}
