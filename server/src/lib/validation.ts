/**
 * ActiveModel full messages: `{ title: ["can't be blank"] }` → `["Title can't be blank"]`; errors on
 * `base` are told as they are ("Maximum number of comments exceeded").
 */
export function fullMessages(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => (field === 'base' ? message : `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')} ${message}`)),
  );
}

/** GraphQL mutations' answer to a missing or unreadable object, or one the user may not change (GitLab's wording). */
export const RESOURCE_NOT_AVAILABLE = "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
