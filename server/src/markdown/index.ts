export { renderMarkdown, renderTitle } from './render.ts';
export { parseTaskList, toggleTask, toggleTaskAtSource, taskCompletionStatus, TaskListError, updatedTasks, type TaskUpdate } from './tasks.ts';
export { MAX_REFERENCE_LOOKUPS } from './references.ts';
export type { ReferenceResolver, RenderContext, TaskListItem } from './types.ts';
