/**
 * The one place issue text becomes HTML (titles and descriptions): the markdown pipeline with
 * references, memoised per text and redacted per reader (domains/references/render.ts).
 */
export { IssueTextRenderer, type RenderedIssueText } from '../references/render.ts';
