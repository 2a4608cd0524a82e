export { ApiError, codeForStatus, isApiError, messagesFromBody, type ApiErrorInit } from './apiError';
export { configurePlatform, getPlatformConfig, resetPlatformConfig, type PlatformConfig, type PlatformConfigInput } from './config';
export { getCsrfToken } from './csrf';
export { restClient } from './restClient';
export { sessionStore, signIn, signOut, type SessionSnapshot, type SessionStatus, type SessionStore, type SessionUser } from './sessionStore';
export { uploadFile, uploadsPath, type UploadFileOptions, type UploadLink, type UploadTarget } from './uploads';
export { getFrequentItems, trackFrequentItem, type FrequentItem, type FrequentItemRef, type FrequentItemType } from './frequentItems';
export { assertNoErrors, graphqlMutate, graphqlQuery, isMutationErrors, MutationErrors } from './graphqlRequests';
export { reportAbuse, type AbuseReportInput } from './abuseReports';
