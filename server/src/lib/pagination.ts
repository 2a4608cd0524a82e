import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';

export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

const pageParam = z.coerce.number().int().min(1);

/** GitLab's page/per_page: defaults 1 and 20, per_page capped at 100, garbage rejected with 400. */
export function parsePage(query: unknown): Page {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = q.page === undefined || q.page === '' ? 1 : pageParam.safeParse(q.page).data;
  const rawPerPage = q.per_page === undefined || q.per_page === '' ? 20 : pageParam.safeParse(q.per_page).data;
  if (page === undefined) throw new AppError('VALIDATION_FAILED', 'page is invalid');
  if (rawPerPage === undefined) throw new AppError('VALIDATION_FAILED', 'per_page is invalid');
  const perPage = Math.min(rawPerPage, 100);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Absolute URL of the current request, for Link headers. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.originalUrl, `${request.protocol}://${request.host}`);
}

/** Sets x-page, x-per-page, x-next-page, x-prev-page, x-total, x-total-pages and Link. */
export function setPaginationHeaders(request: FastifyRequest, reply: FastifyReply, page: Page, total: number): void {
  const totalPages = Math.max(1, Math.ceil(total / page.perPage));
  const next = page.page < totalPages ? page.page + 1 : null;
  const prev = page.page > 1 ? Math.min(page.page - 1, totalPages) : null;
  reply.header('x-page', String(page.page));
  reply.header('x-per-page', String(page.perPage));
  reply.header('x-next-page', next ? String(next) : '');
  reply.header('x-prev-page', prev ? String(prev) : '');
  reply.header('x-total', String(total));
  reply.header('x-total-pages', String(totalPages));

  const base = requestUrl(request);
  const link = (n: number, rel: string) => {
    const url = new URL(base);
    url.searchParams.set('page', String(n));
    url.searchParams.set('per_page', String(page.perPage));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links = [
    prev ? link(prev, 'prev') : null,
    next ? link(next, 'next') : null,
    link(1, 'first'),
    link(totalPages, 'last'),
  ].filter((item): item is string => item !== null);
  reply.header('link', links.join(', '));
}
