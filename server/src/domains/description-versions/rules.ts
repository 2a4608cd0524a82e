/** GitLab's description diff (Gitlab::Diff::CharDiff's HTML), word by word. */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Above this many token pairs the diff is "everything removed, everything added" (bounded work). */
const MAX_CELLS = 4_000_000;

const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

export function descriptionDiffHtml(before: string, after: string): string {
  const a = tokens(before);
  const b = tokens(after);
  const parts: { kind: 'same' | 'add' | 'del'; text: string }[] = [];
  if (a.length * b.length > MAX_CELLS) {
    parts.push({ kind: 'del', text: before }, { kind: 'add', text: after });
  } else {
    // Longest common subsequence table, from the end.
    const table: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i -= 1) {
      const row = table[i] as Uint32Array;
      const next = table[i + 1] as Uint32Array;
      for (let j = b.length - 1; j >= 0; j -= 1) row[j] = a[i] === b[j] ? (next[j + 1] as number) + 1 : Math.max(next[j] as number, row[j + 1] as number);
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        parts.push({ kind: 'same', text: a[i] as string });
        i += 1;
        j += 1;
      } else if (i < a.length && (j === b.length || (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
        // Deletions before additions, as GitLab shows them.
        parts.push({ kind: 'del', text: a[i] as string });
        i += 1;
      } else {
        parts.push({ kind: 'add', text: b[j] as string });
        j += 1;
      }
    }
  }
  // Merge runs of one kind, then wrap changes like GitLab.
  const merged: typeof parts = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged
    .filter((part) => part.text !== '')
    .map((part) => (part.kind === 'same' ? escapeHtml(part.text) : `<span class="idiff ${part.kind === 'add' ? 'addition' : 'deletion'}">${escapeHtml(part.text)}</span>`))
    .join('');
}
