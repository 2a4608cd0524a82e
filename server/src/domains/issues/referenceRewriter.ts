/**
 * Gitlab::Gfm::ReferenceRewriter for moved issues: issue (`#1`), merge request (`!1`) and epic (`&1`)
 * references written in the source project keep pointing at the same thing from the target project,
 * so short ones gain the path they were relative to (`#1` → `group/project#1`). Fenced code blocks and
 * inline code are left alone; labels and milestones are not rewritten (they are matched by title).
 */
const PATH = String.raw`[A-Za-z0-9_][A-Za-z0-9_.\-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.\-]*)*`;
/** As the markdown pipeline (markdown/references.ts): no reference continues a word, path or another reference. */
const REFERENCE = new RegExp(String.raw`(?<![A-Za-z0-9_\/.\-&!%~#@])(?<path>${PATH})?(?<sigil>[#!&])(?<iid>\d{1,10})(?![A-Za-z0-9_])`, 'g');

const namespaceOf = (fullPath: string) => fullPath.slice(0, Math.max(0, fullPath.lastIndexOf('/')));

/** The project (or, for epics, group) a reference points into when written in `context`. */
function scopeOf(sigil: string, path: string | undefined, context: string): string {
  if (sigil === '&') return path ?? namespaceOf(context);
  if (!path) return context;
  return path.includes('/') ? path : `${namespaceOf(context)}/${path}`;
}

function rewriteText(text: string, from: string, to: string): string {
  return text.replace(REFERENCE, (original, ...rest) => {
    const groups = rest.at(-1) as { path?: string; sigil: string; iid: string };
    const meant = scopeOf(groups.sigil, groups.path, from);
    return scopeOf(groups.sigil, groups.path, to) === meant ? original : `${meant}${groups.sigil}${groups.iid}`;
  });
}

/** Rewrites `text` written in project `fromFullPath` for project `toFullPath`. */
export function rewriteReferences(text: string | null, fromFullPath: string, toFullPath: string): string | null {
  if (text === null || fromFullPath === toFullPath || !/[#!&]/.test(text)) return text;
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      // Inline code spans stay as written.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) => (index % 2 === 1 ? part : rewriteText(part, fromFullPath, toFullPath)))
        .join('');
    })
    .join('\n');
}
