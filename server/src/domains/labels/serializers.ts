import type { LabelRow } from './tables.ts';
import { textColorFor } from './rules.ts';

/** REST v4 `Entities::GroupLabel` (`GET /groups/:id/labels`). */
export function groupLabelApiJson(label: LabelRow, options: { subscribed?: boolean } = {}) {
  return {
    id: label.id,
    name: label.title,
    description: label.description,
    description_html: label.description ?? '',
    text_color: textColorFor(label.color),
    color: label.color,
    subscribed: options.subscribed ?? false,
  };
}

/** REST v4 `Entities::ProjectLabel`: GitLab's group label entity plus the project's fields. */
export function labelApiJson(label: LabelRow, options: { subscribed?: boolean } = {}) {
  return { ...groupLabelApiJson(label, options), priority: null, is_project_label: label.projectId !== null };
}

/** The web label JSON (labels.json, the issue page, the create-label answer): LabelEntity. */
export function labelWebJson(label: LabelRow) {
  return {
    id: label.id,
    title: label.title,
    color: label.color,
    description: label.description,
    text_color: textColorFor(label.color),
    project_id: label.projectId,
    group_id: label.groupId,
    type: label.projectId !== null ? 'ProjectLabel' : 'GroupLabel',
    created_at: label.createdAt.toISOString(),
    updated_at: label.updatedAt.toISOString(),
  };
}
