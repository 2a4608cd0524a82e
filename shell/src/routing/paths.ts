/** Builds shell paths from API objects; the API's `web_url` may carry another origin. */
export function issuePath(issue: { web_url: string }): string {
  return new URL(issue.web_url, window.location.origin).pathname;
}

/** The top-level group of a full path: trials belong to it. */
export function topLevelNamespace(fullPath: string | undefined): string | undefined {
  return fullPath ? fullPath.split('/')[0] : undefined;
}
