// Routing without a router: route refs (Backstage style), the page's route table, `navigate` through
// the navigator the shell registers, and the one matcher for namespace paths of any depth. React
// binding: `useRouteRef` in `shared-kernel/react`.
export {
  compilePathPattern,
  InvalidPathParamsError,
  InvalidPathPatternError,
  isPathPattern,
  matchPath,
  NAMESPACE_SEGMENT,
  parseParamValue,
  trimTrailingSlash,
  type PathParam,
  type PathParams,
  type PathParamType,
  type PathPattern,
} from './pathPattern';
export {
  getRegisteredRoute,
  getRegisteredRoutes,
  getRoutesVersion,
  matchRoute,
  registerRoutes,
  resetRoutes,
  subscribeRoutes,
  type RouteDefinition,
  type RouteMatch,
} from './routeTable';
export {
  createRouteRef,
  hrefOf,
  isRouteRef,
  RouteNotFoundError,
  routePathOf,
  type HrefOptions,
  type RouteParams,
  type RouteRef,
  type RouteRefConfig,
  type RouteRefParams,
} from './routeRef';
export { hasNavigator, navigate, registerNavigator, type NavigateOptions, type Navigator } from './navigator';
export {
  dashboardRouteRef,
  epicRouteRef,
  groupEpicsRouteRef,
  groupRouteRef,
  incidentRouteRef,
  issueRouteRef,
  mergeRequestDiffsRouteRef,
  mergeRequestRouteRef,
  namespaceRouteRef,
  newIssueRouteRef,
  projectIssuesRouteRef,
  signInRouteRef,
  todosRouteRef,
} from './platformRoutes';
