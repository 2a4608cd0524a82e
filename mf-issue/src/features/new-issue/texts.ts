/** Texts of the new-issue page (GitLab's wording). */
export const NEW_ISSUE_HEADING = 'New issue';
export const CONFIDENTIAL_LABEL = 'This issue is confidential and should only be visible to team members with at least Reporter access.';
export const CREATE_ERROR = 'Something went wrong while creating the issue. Please try again.';
export const LOAD_ERROR = 'Something went wrong while loading the project. Please try again.';
export const NOT_FOUND_TEXT = "Page Not Found. Make sure the address is correct and the page hasn't moved.";
export const NOT_ALLOWED_TEXT = "You don't have permission to create issues in this project.";
export const SIGN_IN_TEXT = 'Sign in to create an issue.';
export const TEMPLATE_REPLACE_CONFIRM = 'Applying a template will replace the existing issue description. Any changes you have made will be lost.';
export { TEMPLATE_LOAD_ERROR } from 'issuable-ui/edit-form';
export const relateToLabel = (iid: number) => `Relate to #${iid}`;
