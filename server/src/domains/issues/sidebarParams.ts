import { z } from 'zod';
import { HEALTH_STATUSES, isIsoDate, PG_INTEGER_MAX, type SidebarChanges } from './sidebar.ts';

/** `[1, "2"]`, `"1,2"` or `""` (none) → ids. */
const idList = z.preprocess((value) => {
  if (value === '' || value === null) return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
  if (typeof value === 'number') return [value];
  return value;
}, z.array(z.coerce.number().int().min(0, 'is invalid').max(PG_INTEGER_MAX, 'is invalid')).max(1000, 'has too many items'));

/** `"a,b"` or `["a", "b"]` → titles. */
const titleList = z.preprocess((value) => {
  if (value === '' || value === null) return [];
  return typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value;
}, z.array(z.string()).max(1000, 'has too many items'));

/** `null`, `""` and `0` clear the field. */
const nullableId = z.preprocess((value) => (value === '' || value === null || value === 0 || value === '0' ? null : value), z.coerce.number().int().min(1, 'is invalid').max(PG_INTEGER_MAX, 'is invalid').nullable());

const nullableWeight = z.preprocess((value) => (value === '' || value === null ? null : value), z.coerce.number().int('must be an integer').min(0, 'must be greater than or equal to 0').max(PG_INTEGER_MAX, `must be less than or equal to ${PG_INTEGER_MAX}`).nullable());

const nullableDate = z.preprocess((value) => (value === '' || value === null ? null : value), z.string().refine(isIsoDate, 'is not a valid date').nullable());

/** Spec: 0 means no health status. */
const nullableHealth = z.preprocess((value) => (value === '' || value === null || value === 0 || value === '0' ? null : value), z.enum(HEALTH_STATUSES, { error: 'does not have a valid value' }).nullable());

/** The sidebar parameters of the web PUT (`issue[...]`) and REST PUT, GitLab's names. */
export const sidebarParamsShape = {
  label_ids: idList.optional(),
  add_label_ids: idList.optional(),
  remove_label_ids: idList.optional(),
  labels: titleList.optional(),
  add_labels: titleList.optional(),
  remove_labels: titleList.optional(),
  assignee_ids: idList.optional(),
  assignee_id: nullableId.optional(),
  milestone_id: nullableId.optional(),
  epic_id: nullableId.optional(),
  iteration_id: nullableId.optional(),
  weight: nullableWeight.optional(),
  due_date: nullableDate.optional(),
  health_status: nullableHealth.optional(),
};

export type SidebarParams = { [K in keyof typeof sidebarParamsShape]?: z.infer<(typeof sidebarParamsShape)[K]> };

/** Maps parsed parameters to the service's changes. */
export function sidebarChangesFrom(params: SidebarParams): SidebarChanges {
  const assigneeIds = params.assignee_ids ?? (params.assignee_id === undefined ? undefined : params.assignee_id === null ? [] : [params.assignee_id]);
  return {
    labelIds: params.label_ids,
    addLabelIds: params.add_label_ids,
    removeLabelIds: params.remove_label_ids,
    labelTitles: params.labels,
    addLabelTitles: params.add_labels,
    removeLabelTitles: params.remove_labels,
    assigneeIds,
    milestoneId: params.milestone_id,
    epicId: params.epic_id,
    iterationId: params.iteration_id,
    weight: params.weight,
    dueDate: params.due_date,
    healthStatus: params.health_status,
  };
}
