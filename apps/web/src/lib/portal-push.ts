// The SDK's push entry, apart from lib/portal.ts: that module is in the chunk every page loads, and a
// re-export from it would carry the push client there too. Only 我的's push row imports this module
// (and a logout, on demand), so only their chunks carry it.
export {
  createPush,
  forgetPushOnThisDevice,
  PUSH_PROMPT,
  PUSH_STATUS_LABELS,
} from '@portal/sdk/push';
