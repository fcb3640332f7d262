// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

/**
 * The word apps show for each value of an enum the contract labels (x-enum-labels), by the enum's schema
 * name, or its schema's and property's names for a property's own enum; a boolean's by true and false.
 */
export declare const EnumLabels: {
  /** #/components/schemas/ActivityStatus */
  readonly ActivityStatus: { readonly upcoming: "即将开始"; readonly ongoing: "进行中"; readonly ended: "已结束" };
  /** #/components/schemas/AdminAnnouncement/properties/status */
  readonly AdminAnnouncementStatus: { readonly draft: "草稿"; readonly published: "已发布"; readonly unpublished: "已下线"; readonly superseded: "已被新版本替代" };
  /** #/components/schemas/BookStatus */
  readonly BookStatus: { readonly ongoing: "连载中"; readonly finished: "已完结" };
  /** #/components/schemas/ChapterUnlockResult/properties/access */
  readonly ChapterUnlockResultAccess: { readonly free: "免费章节，无需解锁"; readonly vip: "会员免费阅读"; readonly owned: "已解锁"; readonly purchase: "解锁成功" };
  /** #/components/schemas/CheckinInfo/properties/checkedToday */
  readonly CheckinInfoCheckedToday: { readonly true: "今日已签到"; readonly false: "立即签到" };
  /** #/components/schemas/Hidden */
  readonly Hidden: { readonly true: "已隐藏"; readonly false: "正常" };
  /** #/components/schemas/Operator/properties/disabled */
  readonly OperatorDisabled: { readonly true: "已停用"; readonly false: "正常" };
  /** #/components/schemas/OrderStatus */
  readonly OrderStatus: { readonly pending: "待支付"; readonly paid: "已支付"; readonly closed: "已关闭"; readonly expired: "已过期" };
  /** #/components/schemas/RechargeRefund/properties/status */
  readonly RechargeRefundStatus: { readonly pending: "退款中"; readonly refunded: "已退款"; readonly failed: "退款失败" };
};
