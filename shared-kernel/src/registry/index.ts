export {
  describeRoute,
  exposedModuleFor,
  moduleEntrySchema,
  modulesForSlot,
  pageRoutesOf,
  parseRegistry,
  type ModuleEntry,
  type ParsedRegistry,
  type RegistryProblem,
} from './registry';
export {
  fillTemplate,
  registryRouteSchema,
  routeCrumbSchema,
  routeGraphqlCallSchema,
  routePageProps,
  routeQueryPropSchema,
  routeSlotSchema,
  type PageProps,
  type RegistryRoute,
  type RouteCrumb,
  type RouteGraphqlCall,
  type RouteSlot,
} from './routes';
export { LOOPBACK_HOSTS, withLoopbackAliases } from './loopback';
