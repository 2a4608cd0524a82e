/** Default request body limit: far more than any form or JSON document of the API needs. */
export const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Routes that carry a note or a description (1,000,000 and 1,048,576 characters): in UTF-8 such a text
 * may take 4 bytes a character, plus JSON escaping, so these routes accept 8 MiB and let the length
 * rule answer ("Note is too long (maximum is 1000000 characters)") instead of a bare 413.
 */
export const TEXT_BODY_LIMIT = 8 * 1024 * 1024;

/** Route options for those routes. */
export const TEXT_ROUTE = { bodyLimit: TEXT_BODY_LIMIT } as const;
