// Type tests, checked by `npm run typecheck` (tsc).
import { expectTypeOf } from 'vitest';
import { createRouteRef, dashboardRouteRef, hrefOf, issueRouteRef, type RouteRefParams } from 'shared-kernel/routing';
import { useRouteRef, type RouteFunc } from 'shared-kernel/react';

expectTypeOf<RouteRefParams<typeof issueRouteRef>>().toEqualTypeOf<'fullPath' | 'iid'>();
hrefOf(issueRouteRef, { fullPath: 'g/p', iid: 1 });
hrefOf(dashboardRouteRef);
// @ts-expect-error a parameter of the page is missing
hrefOf(issueRouteRef, { fullPath: 'g/p' });
// @ts-expect-error parameters are required
hrefOf(issueRouteRef);

const external = createRouteRef({ id: 'trial.status', params: ['groupPath'] });
export function useLinks() {
  // A ref with a default path always resolves; one without may not (the page is not installed).
  expectTypeOf(useRouteRef(issueRouteRef)).toEqualTypeOf<RouteFunc<'fullPath' | 'iid'>>();
  expectTypeOf(useRouteRef(external)).toEqualTypeOf<RouteFunc<'groupPath'> | undefined>();
}
