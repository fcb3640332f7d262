/** A pending moderation action on one row, confirmed with a reason in the dialog. */
export interface PendingAction<T> {
  row: T;
  kind: 'hide' | 'unhide' | 'delete';
}

export const ACTION_TEXT = {
  hide: { title: '隐藏', message: '隐藏后其他用户看不到它，作者本人仍可看到。' },
  unhide: { title: '取消隐藏', message: '恢复后所有用户都能看到它。' },
  delete: { title: '删除', message: '删除后无法恢复。' },
} as const;
