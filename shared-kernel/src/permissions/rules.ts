/**
 * A permission rule is data: a named, pure predicate over a context object. The same tables run in the
 * browser (to show or hide controls) and on the server (which has the final say).
 */
export type PermissionRule<Context> = (context: Context) => boolean;

/** A table of named rules over one context type. */
export type PermissionTable<Context, Name extends string> = { readonly [K in Name]: PermissionRule<Context> };

/** Evaluates every rule of `table` against `context`. */
export function evaluatePermissions<Context, Name extends string>(
  table: PermissionTable<Context, Name>,
  context: Context,
): { [K in Name]: boolean } {
  const result = {} as { [K in Name]: boolean };
  for (const name of Object.keys(table) as Name[]) result[name] = table[name](context);
  return result;
}
