/** A save met a newer `lock_version` (the server's 409): someone else saved first. */
export class IssuableConflictError extends Error {
  constructor(message = 'lock_version is stale') {
    super(message);
    this.name = 'IssuableConflictError';
  }
}

/** A task-list save met a newer `lock_version` (409) or a line that changed meanwhile. */
export class TaskListConflictError extends Error {
  constructor() {
    super('lock_version is stale');
    this.name = 'TaskListConflictError';
  }
}
