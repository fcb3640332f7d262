/** Field rules of the accounts calls (mirrors openapi/portal.yaml). */
export const fields = {
  name: { type: 'string', minLength: 2, maxLength: 16, pattern: '^[^\\s<>]+$' },
  password: { type: 'string', minLength: 6, maxLength: 32 },
  phone: { type: 'string', pattern: '^1[3-9]\\d{9}$' },
  code: { type: 'string', pattern: '^\\d{6}$' },
  deviceID: { type: 'string', minLength: 1, maxLength: 64 },
  inviteCode: { type: 'string', maxLength: 32 },
  channelID: { type: 'string', maxLength: 32 },
  appID: { type: 'string', maxLength: 16 },
} as const;

export const accountSchema = {
  type: 'object',
  properties: {
    accountType: { type: 'integer' },
    age: { type: 'string' },
    loginName: { type: 'string' },
    name: { type: 'string' },
    needBind: { type: 'integer' },
    needRealName: { type: 'integer' },
    newAccount: { type: 'integer' },
    sex: { type: 'integer' },
    token: { type: 'string' },
    uid: { type: 'string' },
  },
} as const;

export function body(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}
