import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { ProjectContext } from '../issues/service.ts';
import { groupAndAncestorIds, labelTitleTaken } from './queries.ts';
import { labelValidationErrors, normaliseColor, type LabelInput } from './rules.ts';
import { labels, type LabelRow } from './tables.ts';

export type CreateLabelResult = { kind: 'ok'; label: LabelRow } | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'taken' };

/** Labels::CreateService for a project label. The caller checked the permission (reporter+). */
export async function createProjectLabel(db: Db, project: ProjectContext, input: LabelInput): Promise<CreateLabelResult> {
  const errors = labelValidationErrors(input);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const title = (input.title ?? '').trim();
  if (await labelTitleTaken(db, project.project, project.namespace, title)) return { kind: 'taken' };
  const [row] = await db
    .insert(labels)
    .values({ projectId: project.project.id, title, color: normaliseColor(input.color ?? '') ?? '', description: input.description?.trim() || null })
    .onConflictDoNothing()
    .returning();
  return row ? { kind: 'ok', label: row } : { kind: 'taken' };
}

/**
 * Labels::CreateService for a group label (REST `POST /groups/:id/labels`, the epic sidebar's 'Create group
 * label'). The caller checked the permission (reporter+ of the group). A title the group or one of its
 * ancestors already uses is taken, as GitLab's group label validation says.
 */
export async function createGroupLabel(db: Db, group: GroupRow, input: LabelInput): Promise<CreateLabelResult> {
  const errors = labelValidationErrors(input);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const title = (input.title ?? '').trim();
  const [taken] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.title, title), inArray(labels.groupId, await groupAndAncestorIds(db, group))))
    .limit(1);
  if (taken) return { kind: 'taken' };
  const [row] = await db
    .insert(labels)
    .values({ groupId: group.id, title, color: normaliseColor(input.color ?? '') ?? '', description: input.description?.trim() || null })
    .onConflictDoNothing()
    .returning();
  return row ? { kind: 'ok', label: row } : { kind: 'taken' };
}

/** GitLab's `Label::DEFAULT_COLOR`. */
export const DEFAULT_LABEL_COLOR = '#6699cc';

/**
 * Labels::FindOrCreateService over titles (REST `labels` / `add_labels`): every title that names no
 * label the project can use becomes a project label (default colour). The caller checked that the user
 * may set metadata (reporter+). Titles that are invalid as labels are left for the caller to drop.
 */
export async function findOrCreateProjectLabels(db: Db, project: ProjectContext, titles: readonly string[] | undefined): Promise<void> {
  for (const title of new Set((titles ?? []).map((t) => t.trim()).filter(Boolean))) {
    if (await labelTitleTaken(db, project.project, project.namespace, title)) continue;
    await createProjectLabel(db, project, { title, color: DEFAULT_LABEL_COLOR });
  }
}

/**
 * The group variant (REST epics' `labels` / `add_labels`): every title that names no label of the group
 * or its ancestors becomes a label of the group (default colour). The caller checked the permission
 * (reporter+). Titles that are invalid as labels are skipped.
 */
export async function findOrCreateGroupLabels(db: Db, group: GroupRow, titles: readonly string[] | undefined): Promise<void> {
  const wanted = [...new Set((titles ?? []).map((t) => t.trim()).filter(Boolean))];
  if (wanted.length === 0) return;
  const groupIds = await groupAndAncestorIds(db, group);
  for (const title of wanted) {
    const [taken] = await db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.title, title), inArray(labels.groupId, groupIds)))
      .limit(1);
    if (taken) continue;
    if (Object.keys(labelValidationErrors({ title, color: DEFAULT_LABEL_COLOR })).length > 0) continue;
    await db.insert(labels).values({ groupId: group.id, title, color: DEFAULT_LABEL_COLOR }).onConflictDoNothing();
  }
}
