/** The product's name (X钻乐园): the portal's default title and the web app's. */
export const PRODUCT_NAME = 'X钻乐园';

/** What a gift pack or a redeem code shows once none is left to take (已领完). */
export const USED_UP_LABEL = '已领完';
