/** Texts of the sidebar's "Move issue" control (GitLab's wording). */
export const MOVE_ISSUE = 'Move issue';
export const MOVE_ERROR = 'An error occurred while moving the issue.';
export const SEARCH_PROJECT = 'Search project';
export const NO_MATCHING_RESULTS = 'No matching results';
export const LOAD_PROJECTS_ERROR = 'Failed to load projects';
