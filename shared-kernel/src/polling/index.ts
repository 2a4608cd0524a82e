export { createPoller, type Poller, type PollerOptions } from './createPoller';
export { DISCUSSIONS_FIRST_PAGE_SIZE, DISCUSSIONS_MAX_PAGE_SIZE, nextDiscussionPageSize } from './discussionPaging';
export { isAbortError } from './isAbortError';
export { POLL_SUCCESS_STATUSES, PollStatusError, readPollInterval, type PollHeaders, type PollResponse } from './pollResponse';
