export {
  SECRET_TOKEN_COMMENT_CONFIRM,
  SECRET_TOKEN_CONFIRM_LABEL,
  SECRET_TOKEN_DESCRIPTION_CONFIRM,
  UPLOAD_LINK_PATTERN,
  isUploadPath,
  containsSecretToken,
  containsUploadLink,
  findSecretTokens,
  secretTokenPatterns,
  type SecretDetectionOptions,
  type SecretTokenMatch,
} from './secrets';
