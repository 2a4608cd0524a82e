/**
 * A location hash the notes area owns: `#note_<id>` targets a note, `#diff-content-<hash>` a file of
 * a diff (spec: "A link hash may begin with note or diff-content"). The leading `#` is optional.
 * Other modules of the page leave such hashes alone: no scrolling to them and no acting on them; the
 * notes area expands, filters and scrolls as it needs.
 */
export function isNotesAreaHash(hash: string): boolean {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  return fragment.startsWith('note_') || fragment.startsWith('diff-content');
}
