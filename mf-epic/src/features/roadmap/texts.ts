/** The roadmap tab's texts (epic spec, "Child-items tree"; GitLab's roadmap). */
export const ROADMAP_LOAD_ERROR = 'Failed to load Roadmap';
export const ROADMAP_EMPTY = 'To view the roadmap, add a start or due date to one of the child epics.';
