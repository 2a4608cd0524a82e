import { restClient } from 'shared-kernel/api';

/** One page of a REST list and its total (`x-total`). */
export interface Listed<T> {
  items: T[];
  total: number;
}

/** GET a GitLab REST list (`per_page` 100 unless given) with its `x-total`. */
export async function getListed<T>(url: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<Listed<T>> {
  const { data, headers } = await restClient().get<T[]>(url, { params: { per_page: 100, ...params }, signal });
  const total = Number(headers['x-total']);
  return { items: data, total: Number.isFinite(total) && total >= data.length ? total : data.length };
}
