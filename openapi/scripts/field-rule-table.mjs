// The contract's limits on input fields and its product constants, read from portal.yaml for the generators
// (gen-codes.mjs here writes `@portal/openapi/limits` for the server; the SDK's gen-types.mjs writes its
// FieldRules). One table and one reader, so every package names a limit the same and reads the same value.

/**
 * Each rule by the name code uses: the schema that defines it, the property of that schema (or null for the
 * schema itself) and the keywords read. `x-` keywords are named without the prefix, in camel case
 * (`x-max-bytes` -> `maxBytes`). A schema's `x-messages` become the rule's `messages`, `{name}` replaced
 * by the rule's value and `{...MB}` by a `...Bytes` value in MiB.
 */
export const FIELD_RULES = {
  UserName: ['UserName', null, ['minLength', 'maxLength']],
  OneLineText: ['OneLineText', null, ['pattern']],
  Password: ['Password', null, ['minLength', 'maxLength']],
  Phone: ['Phone', null, ['pattern', 'maxLength']],
  SmsCode: ['SmsCode', null, ['pattern', 'maxLength']],
  PostContent: ['PostCreateRequest', 'content', ['minLength', 'maxLength']],
  PostImages: ['PostCreateRequest', 'images', ['maxItems']],
  PostingRules: ['PostCreateRequest', null, ['x-notice']],
  CommentContent: ['CommentCreateRequest', 'content', ['minLength', 'maxLength']],
  Signature: ['Signature', null, ['maxLength']],
  SearchKeyword: ['SearchRecordRequest', 'keyword', ['minLength', 'maxLength']],
  ReportDetail: ['ReportRequest', 'detail', ['maxLength']],
  ReviewContent: ['GameReviewInput', 'content', ['maxLength']],
  ReviewRating: ['GameReviewInput', 'rating', ['minimum', 'maximum']],
  RatingMinimumCount: ['GameRating', 'minimumCount', ['const']],
  RedeemCode: ['RedeemRequest', 'code', ['minLength', 'maxLength']],
  PushEndpoint: ['PushEndpoint', null, ['maxLength']],
  AvatarUpload: ['AvatarUpload', null, ['x-max-bytes']],
  MediaUpload: ['MediaUpload', null, ['x-image-max-bytes', 'x-video-max-bytes']],
  CheckinMakeup: ['CheckinMakeupRequest', null, ['x-monthly-limit']],
  DownloadGrant: ['DownloadUrlAnswer', null, []],
  Game: ['Game', null, []],
  ImageAddress: ['ImageAddress', null, ['maxLength']],
  PictureAddress: ['PictureAddress', null, ['x-widths']],
  OperatorLoginName: ['AdminLoginRequest', 'name', ['minLength', 'maxLength']],
  OperatorLoginPassword: ['AdminLoginRequest', 'password', ['minLength', 'maxLength']],
  GameName: ['AdminGameInput', 'name', ['minLength', 'maxLength']],
  BookTitle: ['AdminBookInput', 'title', ['minLength', 'maxLength']],
  BookAuthor: ['AdminBookInput', 'author', ['minLength', 'maxLength']],
  ChapterTitle: ['AdminChapterInput', 'title', ['minLength', 'maxLength']],
  BannerTitle: ['AdminBannerInput', 'title', ['minLength', 'maxLength']],
  AnnouncementTitle: ['AdminAnnouncementInput', 'title', ['minLength', 'maxLength']],
  AnnouncementContent: ['AdminAnnouncementInput', 'content', ['minLength', 'maxLength']],
  FaqQuestion: ['AdminFaqInput', 'question', ['minLength', 'maxLength']],
  FaqAnswer: ['AdminFaqInput', 'answer', ['minLength', 'maxLength']],
  BroadcastTitle: ['AdminBroadcastInput', 'title', ['minLength', 'maxLength']],
  BroadcastContent: ['AdminBroadcastInput', 'content', ['minLength', 'maxLength']],
  BroadcastUrl: ['AdminBroadcastInput', 'url', ['maxLength']],
  ActivityTitle: ['AdminActivityInput', 'title', ['minLength', 'maxLength']],
  GiftPackTitle: ['AdminGiftPackInput', 'title', ['minLength', 'maxLength']],
  GiftPackContent: ['AdminGiftPackInput', 'content', ['minLength', 'maxLength']],
  SensitiveWord: ['SensitiveWordInput', 'word', ['minLength', 'maxLength']],
  GameVersion: ['AdminGameInput', 'version', ['minLength', 'maxLength']],
  OperatorName: ['OperatorCreateRequest', 'name', ['minLength', 'maxLength']],
  OperatorPassword: ['OperatorCreateRequest', 'password', ['minLength', 'maxLength']],
  ModerationReason: ['ModerationReason', 'reason', ['maxLength']],
  CurrentPage: ['Paging', 'currentPage', ['minimum', 'maximum']],
  PageSize: ['Paging', 'pageSize', ['minimum', 'maximum']],
};

const MIB = 1024 * 1024;

/** `x-max-bytes` -> `maxBytes`; keywords without the prefix keep their name. */
const ruleKey = (keyword) =>
  keyword.startsWith('x-') ? keyword.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase()) : keyword;

/** A property of an object schema, or of one of the parts of an `allOf` (portal requests add PortalBase). */
const propertyOf = (schema, property) =>
  schema?.properties?.[property] ??
  schema?.allOf?.map((part) => part?.properties?.[property]).find((found) => found !== undefined);

/** Every rule as `{ name, where, values: [[key, value]], messages: [[key, text]] }`, in table order. */
export function fieldRuleTable(schemas) {
  return Object.entries(FIELD_RULES).map(([name, [schemaName, property, keywords]]) => {
    const where = `#/components/schemas/${schemaName}${property ? `/properties/${property}` : ''}`;
    const schema = property ? propertyOf(schemas[schemaName], property) : schemas[schemaName];
    const values = keywords.map((keyword) => {
      const value = schema?.[keyword];
      if (value === undefined) throw new Error(`${where} has no ${keyword}`);
      return [ruleKey(keyword), value];
    });
    const vars = Object.fromEntries(values);
    for (const [key, value] of values) {
      if (key.endsWith('Bytes')) vars[key.replace(/Bytes$/, 'MB')] = value / MIB;
    }
    const messages = Object.entries(schema?.['x-messages'] ?? {}).map(([key, text]) => [
      key,
      String(text).replace(/\{(\w+)\}/g, (whole, v) => {
        if (vars[v] === undefined) throw new Error(`${where} x-messages.${key}: no value named ${whole}`);
        return String(vars[v]);
      }),
    ]);
    return { name, where, values, messages };
  });
}

/** A rule's value as source text: a pattern as a regular expression literal, the rest as JSON. */
export const valueSource = (key, value) => (key === 'pattern' ? `/${value}/` : JSON.stringify(value));
