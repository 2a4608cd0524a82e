import { labelReference } from '../labels/rules.ts';
import type { LabelRow } from '../labels/tables.ts';
import type { ActivityEntry, IdChange } from './events.ts';

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);

/** "added ~a ~b labels and removed ~c label" (GitLab's label system note). */
export function labelsNote(added: LabelRow[], removed: LabelRow[]): string {
  const parts: string[] = [];
  if (added.length) parts.push(`added ${added.map((l) => labelReference(l.title)).join(' ')} ${plural(added.length, 'label')}`);
  if (removed.length) parts.push(`removed ${removed.map((l) => labelReference(l.title)).join(' ')} ${plural(removed.length, 'label')}`);
  return parts.join(' and ');
}

/**
 * An issuable's label change, whatever its kind: the label ids after it, the added and removed ones and
 * the history line, or null when the set stays the same (no write, no note).
 */
export function labelChange(current: LabelRow[], next: LabelRow[]): { ids: number[]; change: IdChange; note: ActivityEntry } | null {
  const before = new Set(current.map((l) => l.id));
  const after = new Set(next.map((l) => l.id));
  const added = next.filter((l) => !before.has(l.id));
  const removed = current.filter((l) => !after.has(l.id));
  if (added.length === 0 && removed.length === 0) return null;
  return { ids: next.map((l) => l.id), change: { added: added.map((l) => l.id), removed: removed.map((l) => l.id) }, note: { body: labelsNote(added, removed), icon: 'label', action: 'label' } };
}
