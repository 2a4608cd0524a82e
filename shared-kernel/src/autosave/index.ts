export { AUTOSAVE_PREFIX, createAutosave, type Autosave, type AutosaveDraft, type AutosaveOptions, type AutosaveStorage } from './createAutosave';
