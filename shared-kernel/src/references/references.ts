/**
 * A work-item reference: an optional namespace path, `#` (issue) or `&` (epic), and an iid.
 * Matches `#101`, `&101`, `gitlab-org&101`, `gitlab-org/sub-group/project-path#101`.
 */
export const WORK_ITEM_REFERENCE_PATTERN = /^([\w-]+(?:\/[\w-]+)*)?[#&](\d+)$/;

/** A parsed work-item reference. */
export interface WorkItemReference {
  /** Namespace path before the sigil; absent for a local reference such as `#101`. */
  fullPath?: string;
  /** `#` for an issue, `&` for an epic. */
  sigil: '#' | '&';
  iid: number;
}

/** True when `text` is exactly one work-item reference. */
export function isWorkItemReference(text: string): boolean {
  return WORK_ITEM_REFERENCE_PATTERN.test(text);
}

/** Parses one work-item reference, or returns `null`. */
export function parseReference(text: string): WorkItemReference | null {
  const match = WORK_ITEM_REFERENCE_PATTERN.exec(text);
  if (!match) return null;
  const [, fullPath, iid] = match;
  const sigil = text.charAt(text.length - (iid ?? '').length - 1) as '#' | '&';
  return { ...(fullPath ? { fullPath } : {}), sigil, iid: Number(iid) };
}

/** Splits the add-existing input on whitespace into references: blank pieces dropped, duplicates removed, order kept. */
export function splitReferences(input: string): string[] {
  return [...new Set(input.split(/\s+/).filter(Boolean))];
}
