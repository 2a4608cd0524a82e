export { LabelsDropdown, type LabelsDropdownProps } from './LabelsDropdown';
export {
  LABELS_FETCH_ERROR,
  LABEL_COLOR_SUGGESTIONS,
  LABEL_CREATE_ERROR,
  filterLabels,
  isCreatedLabel,
  isScopedLabel,
  isValidLabelColor,
  labelScope,
  toggleLabel,
  type ColorOption,
  type DropdownLabel,
} from './labels';
