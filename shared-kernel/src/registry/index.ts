export {
  exposedModuleFor,
  moduleEntrySchema,
  modulesForSlot,
  parseRegistry,
  type ModuleEntry,
  type ParsedRegistry,
  type RegistryProblem,
} from './registry';
