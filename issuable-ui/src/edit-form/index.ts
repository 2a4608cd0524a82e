// issuable-ui/edit-form: the inline edit form and the form parts a page's own forms reuse (a new-issue
// form). Its own shared module, so a page loads it only when a form opens. See README.md.
export { IssuableEditForm, type IssuableEditFormProps } from './IssuableEditForm';
export { TemplateField, TypeField } from './IssuableTypeFields';
export { DescriptionField, TitleField } from './IssuableTextFields';
export { ServerChangesDetails } from './ServerChangesDetails';
export { confirmDescriptionSecrets } from './confirmSecrets';
export { useLeavePageWarning } from './useLeavePageWarning';
export { clearDraft, issueDraftSlots, restoreDraft, saveDraft, serverChanges, type IssueDraftSlots, type RestoredDraft, type ServerChanges } from './draft';
export { CONCURRENT_EDIT_WARNING, LOSE_CHANGES_TEXT, OUTDATED_DRAFT_WARNING, TEMPLATE_LOAD_ERROR, updateErrorMessage } from './texts';
