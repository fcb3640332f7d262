// The SDK's entries of the rules of screens a site may not have (src/<entry>/index.ts, exported as
// `@portal/sdk/<entry>`), each with the factory a site uses it through.
export const SCREEN_ENTRIES = {
  comics: 'createChapterUnlock',
  rewards: 'createRedeemCodes',
  'account-security': 'createAccountSecurity',
  moderation: 'createModeration',
  reviews: 'createReviews',
  search: 'createSearchHistory',
  square: 'createSquare',
  push: 'createPush',
};
