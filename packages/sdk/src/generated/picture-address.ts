/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/** #/components/schemas/PictureAddress: FieldRules.PictureAddress. */
export const PictureAddress = { widths: [96,192,256,384,640,828] } as const;
