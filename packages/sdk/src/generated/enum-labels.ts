/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/**
 * The word to show for each value of an enum the contract labels (x-enum-labels), by the enum's schema
 * name, or its schema's and property's names for a property's own enum; a boolean's by true and false.
 */
export const EnumLabels = {
  /** #/components/schemas/ActivityStatus */
  ActivityStatus: { upcoming: "即将开始", ongoing: "进行中", ended: "已结束" },
  /** #/components/schemas/AdminAnnouncement/properties/status */
  AdminAnnouncementStatus: { draft: "草稿", published: "已发布", unpublished: "已下线", superseded: "已被新版本替代" },
  /** #/components/schemas/BookStatus */
  BookStatus: { ongoing: "连载中", finished: "已完结" },
  /** #/components/schemas/ChapterUnlockResult/properties/access */
  ChapterUnlockResultAccess: { free: "免费章节，无需解锁", vip: "会员免费阅读", owned: "已解锁", purchase: "解锁成功" },
  /** #/components/schemas/CheckinInfo/properties/checkedToday */
  CheckinInfoCheckedToday: { true: "今日已签到", false: "立即签到" },
  /** #/components/schemas/Hidden */
  Hidden: { true: "已隐藏", false: "正常" },
  /** #/components/schemas/Operator/properties/disabled */
  OperatorDisabled: { true: "已停用", false: "正常" },
  /** #/components/schemas/OrderStatus */
  OrderStatus: { pending: "待支付", paid: "已支付", closed: "已关闭", expired: "已过期" },
  /** #/components/schemas/RechargeRefund/properties/status */
  RechargeRefundStatus: { pending: "退款中", refunded: "已退款", failed: "退款失败" },
} as const;
