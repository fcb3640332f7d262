/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/** #/components/schemas/DownloadUrlAnswer: FieldRules.DownloadGrant. */
export const DownloadGrant = { messages: { free: "ok", member: "您是会员，尊享免费下载特权", purchase: "购买成功", owned: "已购买，可免费下载" } } as const;
