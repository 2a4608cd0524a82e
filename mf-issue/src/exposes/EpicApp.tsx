// The epic page is the epic kit's (src/epic: issuable-ui and shared-kernel only), exposed here until the
// mf-epic remote takes the `epic.main` slot over.
export { default, type EpicAppProps } from '../epic/EpicApp';
