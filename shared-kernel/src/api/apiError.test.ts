import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, isApiError, messagesFromBody } from './apiError';

describe('messagesFromBody', () => {
  it.each([
    [{ message: 'Invalid login or password.' }, ['Invalid login or password.']],
    [{ message: { path: ['has already been taken'] } }, ['path has already been taken']],
    [{ message: { title: ["can't be blank"], path: ['is too long', 'is invalid'] } }, ["title can't be blank", 'path is too long', 'path is invalid']],
    [{ errors: ['Someone edited this issue at the same time you did.', 'Reload.'] }, ['Someone edited this issue at the same time you did.', 'Reload.']],
    [{ errors: 'Destroy confirmation not provided for issue' }, ['Destroy confirmation not provided for issue']],
    [{ error: '404 Not Found' }, ['404 Not Found']],
    [{ unrelated: true }, []],
    ['plain text failure', ['plain text failure']],
    ['<html>bad gateway</html>', []],
    [null, []],
  ])('%j → %j', (body, expected) => {
    expect(messagesFromBody(body)).toEqual(expected);
  });
});

describe('ApiError', () => {
  it('takes the code from the body when present', () => {
    const error = ApiError.fromResponse(404, { code: 'NOTE_NOT_FOUND', message: 'Note not found' });
    expect(error).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND', message: 'Note not found', messages: ['Note not found'] });
  });

  it('derives the code from the status and joins messages with a space', () => {
    const error = ApiError.fromResponse(409, { errors: ['One.', 'Two.'] });
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('One. Two.');
    expect(error.data).toEqual({ errors: ['One.', 'Two.'] });
  });

  it('has a readable message without a body', () => {
    expect(ApiError.fromResponse(500, undefined).message).toBe('Request failed (INTERNAL_SERVER_ERROR)');
  });

  it.each([
    [0, 'NETWORK_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [422, 'UNPROCESSABLE_ENTITY'],
    [418, 'HTTP_418'],
  ])('status %i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('is recognised by isApiError, also when built by another copy of the kernel', () => {
    expect(isApiError(ApiError.fromResponse(400, {}))).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 400, code: 'BAD_REQUEST' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400 })).toBe(false);
  });
});
