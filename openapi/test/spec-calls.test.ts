// Every call the product specification lists, written out here with the fields it documents for each.
import { describe, expect, it } from 'vitest';
import {
  callKey,
  contractCalls,
  fieldNames,
  isObject,
  operations,
  parametersOf,
  requestBodyOf,
} from './contract.ts';

type SpecCall = { call: string; fields?: string[] };

const SQUARE: SpecCall[] = [
  { call: 'GET /api/v1/square/tag/list' },
  { call: 'GET /api/v1/square/post/{id}' },
  { call: 'GET /api/v1/square/post/list', fields: ['currentPage', 'pageSize', 'sort'] },
  { call: 'DELETE /api/v1/square/post/{id}' },
  { call: 'POST /api/v1/square/post/{id}/like' },
  { call: 'DELETE /api/v1/square/post/{id}/like' },
  { call: 'POST /api/v1/user/follow/{id}' },
  { call: 'DELETE /api/v1/user/follow/{id}' },
  { call: 'POST /api/v1/square/comment/{id}/like' },
  { call: 'DELETE /api/v1/square/comment/{id}/like' },
  { call: 'DELETE /api/v1/square/comment/{id}' },
  { call: 'POST /api/v1/square/post/{id}/comment', fields: ['content', 'replyCommentId'] },
  { call: 'GET /api/v1/square/post/{postId}/comment/list', fields: ['currentPage', 'pageSize', 'sort'] },
  { call: 'GET /api/v1/square/post/{postId}/comment/{commentId}/list', fields: ['currentPage'] },
  { call: 'GET /api/v1/square/post/me', fields: ['currentPage', 'pageSize', 'sort'] },
  { call: 'GET /api/v1/square/comment/me', fields: ['currentPage', 'pageSize', 'sort'] },
  { call: 'GET /api/v1/square/post/follow', fields: ['currentPage', 'pageSize'] },
  { call: 'GET /api/v1/square/keyword/suggestion', fields: ['keyword'] },
  { call: 'GET /api/v1/square/config/list', fields: ['pageSize'] },
  { call: 'GET /api/v1/square/sensitiveword/list', fields: ['pageSize'] },
];

// The specification writes some portal paths without the leading slash; callKey normalises them.
const PORTAL: SpecCall[] = [
  {
    call: 'POST /portal/user/device/init',
    fields: ['appID', 'channelID', 'deviceID', 'deviceType', 'osType'],
  },
  { call: 'POST /portal/user/smsCode' },
  { call: 'POST /portal/user/registerWithName', fields: ['inviteCode'] },
  { call: 'POST /portal/user/login' },
  { call: 'POST /portal/user/loginWithPhone', fields: ['inviteCode'] },
  { call: 'POST /portal/user/loginPhoneWithoutRegister' },
  { call: 'POST /portal/user/autoLogin' },
  { call: 'POST /portal/user/resetPassword' },
  { call: 'POST /portal/user/bind' },
  { call: 'POST /portal/user/message' },
  { call: 'POST /portal/user/kefu' },
  { call: 'POST /portal/user/center/message/all', fields: ['uid'] },
  { call: 'POST /portal/user/logout' },
  { call: 'POST /portal/user/center/me', fields: ['uid'] },
  { call: 'POST /portal/user/center/coin/all', fields: ['uid'] },
  { call: 'POST /portal/user/center/coin/order' },
  { call: 'POST /portal/vip/vipconfig' },
  { call: 'POST /portal/vip/vipopen' },
  { call: 'POST /portal/order/payInfo' },
  { call: 'POST /portal/user/center/updateInfo' },
  { call: 'POST /portal/user/center/uploadAvatar' },
  { call: 'POST /portal/user/game/download/upload', fields: ['channelID', 'inviteCode'] },
  { call: 'POST /portal/web/game/list' },
  { call: 'POST /portal/web/game/detail/giftlist', fields: ['appID'] },
  { call: 'POST /portal/web/game/detail', fields: ['appID'] },
  { call: 'POST /portal/user/game/download/{id}', fields: ['platformType'] },
  // The four calls whose paths the specification does not show.
  { call: 'POST /portal/web/announcement', fields: ['posType'] },
  { call: 'POST /portal/user/center/message/all', fields: ['uid'] },
  { call: 'POST /portal/user/tokenLogin', fields: ['token', 'channelID', 'deviceID'] },
  { call: 'POST /portal/user/init', fields: ['channelID', 'inviteCode'] },
];

function operationFor(call: string) {
  return operations.find((o) => callKey(o.method, `${o.base}${o.path}`) === call);
}

/** Query/path parameter names plus request body fields (any media type). */
function documentedFields(call: string): Set<string> {
  const o = operationFor(call);
  if (!o) return new Set();
  const names = new Set(parametersOf(o).map((p) => String(p.name)));
  const body = requestBodyOf(o);
  if (body && isObject(body.content)) {
    for (const media of Object.values(body.content)) {
      if (isObject(media)) for (const f of fieldNames(media.schema)) names.add(f);
    }
  }
  return names;
}

describe('the calls the product specification lists', () => {
  it.each([...SQUARE, ...PORTAL])('$call is in the contract with its fields', ({ call, fields = [] }) => {
    expect(contractCalls.has(call), `${call} missing from portal.yaml`).toBe(true);
    const present = documentedFields(call);
    for (const field of fields) expect(present, `${call} lacks ${field}`).toContain(field);
  });

  it('normalises paths written without a leading slash', () => {
    expect(callKey('post', '/portal/user/center/coin/all')).toBe('POST /portal/user/center/coin/all');
    expect(callKey('POST', 'user/center/coin/all')).toBe('POST /user/center/coin/all');
  });

  it('serves square calls under /api and portal calls under /portal, all portal calls POST', () => {
    for (const o of operations) {
      if (o.path.startsWith('/v1/')) expect(o.base, `${o.path}`).toBe('/api');
      else {
        expect(o.base, `${o.path}`).toBe('/portal');
        expect(o.method, `${o.path}`).toBe('post');
      }
    }
  });
});
