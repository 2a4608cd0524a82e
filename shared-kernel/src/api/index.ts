export { ApiError, codeForStatus, isApiError, messagesFromBody, type ApiErrorInit } from './apiError';
export { configurePlatform, getPlatformConfig, resetPlatformConfig, type PlatformConfig, type PlatformConfigInput } from './config';
export { getCsrfToken } from './csrf';
export { restClient } from './restClient';
export { sessionStore, signIn, signOut, type SessionSnapshot, type SessionStatus, type SessionStore, type SessionUser } from './sessionStore';
