// What only the edit form uses of the issue's API, in the chunk that loads with the form (the first view
// does not carry it): saving, previews, uploads, templates.
export { getIssueTemplate, getIssueTemplates } from '../api/getIssueTemplates';
export { uploadAttachment } from '../api/uploadAttachment';
export { previewMarkdown } from '../features/issue/api/previewMarkdown';
export { updateIssue } from '../features/issue/api/updateIssue';
