import { EnumLabels } from '../../lib/admin';
import { formatTime } from '../../lib/format';

type Snapshot = Record<string, unknown> | null;

// The fields most writes change, in the words of the console's own forms; any other field shows by its name.
const FIELD: Record<string, string> = {
  title: '标题',
  name: '名称',
  content: '内容',
  status: '状态',
  role: '角色',
  disabled: '停用',
  hidden: EnumLabels.Hidden.true,
  hiddenReason: '隐藏原因',
  reason: '原因',
  amount: '金额',
  buyAmount: '价格',
  balance: '余额',
  refunded: EnumLabels.RechargeRefundStatus.refunded,
  posType: '显示位置',
  version: '版本',
  sort: '排序',
  link: '链接',
  image: '图片',
  position: '位置',
  makeupCards: '补签卡',
  granted: '本次发放',
  question: '问题',
  answer: '回答',
  word: '敏感词',
  id: 'ID',
  uid: '用户 UID',
  seriesId: '系列 ID',
  publishTime: '发布时间',
  createTime: '创建时间',
  updateTime: '更新时间',
  startTime: '开始时间',
  endTime: '结束时间',
  lastLoginTime: '最近登录',
  note: '说明',
  kind: '类型',
  days: '天数',
  until: '截止',
  price: '价格',
  coins: 'X钻',
};

// An announcement's status in the words the announcements screen shows (the contract's labels).
const STATUS: Record<string, string> = EnumLabels.AdminAnnouncementStatus;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const MAX_TEXT = 80;

function text(value: unknown, key: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return '是';
  if (value === false) return '否';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  if (key === 'status' && typeof value === 'string' && Object.hasOwn(STATUS, value))
    return STATUS[value] ?? value;
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows a change shows: every field of a creation or a removal, only the changed ones of an edit. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((k) => !before || !after || !same(before[k], after[k]))
    .map((k) => ({
      key: k,
      label: FIELD[k] ?? k,
      before: before ? text(before[k], k) : null,
      after: after ? text(after[k], k) : null,
    }));
}

/** An audit row's before and after, field by field: 字段 旧值 → 新值. */
export function AuditChange({ before, after }: { before: Snapshot; after: Snapshot }) {
  const rows = changedFields(before, after);
  if (rows.length === 0) return <span className="text-muted">无字段变化</span>;
  const kind = !before ? '新建' : !after ? '删除' : null;
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      {kind && <span className="text-muted">{kind}</span>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        {rows.map((r) => (
          <div key={r.key} className="contents">
            <dt className="text-muted">{r.label}</dt>
            <dd className="break-all text-ink">
              {r.before !== null && r.after !== null ? (
                <>
                  <del className="text-muted">{r.before}</del> → <ins className="no-underline">{r.after}</ins>
                </>
              ) : (
                (r.after ?? r.before)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
