/** Shown when a comment or reply could not be saved and the server gave no reason. */
export const SUBMIT_ERROR = 'Your comment could not be submitted! Please check your network connection and try again.';
