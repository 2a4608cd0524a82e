// Route patterns and parameters of namespace paths (projects and groups nest), shared by every domain's
// routes; no domain imports another domain's route file for them.

/** Groups nest up to 20 levels, so a project's full path has 2 to 21 segments. */
const MAX_PATH_SEGMENTS = 21;

/** Route patterns `/:p0/:p1…/suffix` for every full-path depth (find-my-way params match one segment). */
export function fullPathRoutes(suffix: string): string[] {
  const patterns: string[] = [];
  for (let depth = 2; depth <= MAX_PATH_SEGMENTS; depth += 1) {
    patterns.push(`/${Array.from({ length: depth }, (_, i) => `:p${i}`).join('/')}${suffix}`);
  }
  return patterns;
}

/** Groups nest up to 20 levels: `/groups/:p0…/suffix` for every group depth (epic routes). */
export function groupPathRoutes(suffix: string): string[] {
  const patterns: string[] = [];
  for (let depth = 1; depth < MAX_PATH_SEGMENTS; depth += 1) {
    patterns.push(`/groups/${Array.from({ length: depth }, (_, i) => `:p${i}`).join('/')}${suffix}`);
  }
  return patterns;
}

export function fullPathOf(params: Record<string, string | undefined>): string {
  const parts: string[] = [];
  for (let i = 0; params[`p${i}`] !== undefined; i += 1) parts.push(params[`p${i}`] as string);
  return parts.join('/');
}
