/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/** The contract's limits on input fields: what the server refuses, checked before sending. */
export const FieldRules = {
  /** #/components/schemas/UserName */
  UserName: { minLength: 2, maxLength: 16 },
  /** #/components/schemas/OneLineText */
  OneLineText: { pattern: /^[^\u202A-\u202E\u2066-\u2069]*$/ },
  /** #/components/schemas/Password */
  Password: { minLength: 6, maxLength: 32 },
  /** #/components/schemas/Phone */
  Phone: { pattern: /^1[3-9]\d{9}$/ },
  /** #/components/schemas/SmsCode */
  SmsCode: { pattern: /^\d{6}$/ },
  /** #/components/schemas/PostCreateRequest/properties/content */
  PostContent: { minLength: 1, maxLength: 2000 },
  /** #/components/schemas/PostCreateRequest/properties/images */
  PostImages: { maxItems: 9 },
  /** #/components/schemas/CommentCreateRequest/properties/content */
  CommentContent: { minLength: 1, maxLength: 500 },
  /** #/components/schemas/Signature */
  Signature: { maxLength: 60 },
} as const;
