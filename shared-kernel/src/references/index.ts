export { WORK_ITEM_REFERENCE_PATTERN, isWorkItemReference, parseReference, splitReferences, type WorkItemReference } from './references';
export { isNotesAreaHash } from './anchors';
