import {
  type AdminSchemas,
  admin,
  checkRequired,
  checkTimeRange,
  EnumLabels,
  FieldRules,
  uploadImage,
} from '../../lib/admin';
import { formatTime, fromLocalInput, toLocalInput } from '../../lib/format';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';

type Activity = AdminSchemas['AdminActivity'];

const STATUS: Record<Activity['status'], string> = EnumLabels.ActivityStatus;
const fields = [
  {
    name: 'title',
    label: '标题',
    check: (v: string) => checkRequired('标题', v, FieldRules.ActivityTitle.maxLength),
  },
  {
    name: 'cover',
    label: '封面',
    kind: 'image' as const,
    upload: uploadImage,
    check: (v: string) => checkRequired('封面', v, FieldRules.ImageAddress.maxLength),
  },
  {
    name: 'startTime',
    label: '开始时间',
    kind: 'datetime-local' as const,
    check: (v: string) => (v ? null : '请填写开始时间'),
  },
  {
    name: 'endTime',
    label: '结束时间',
    kind: 'datetime-local' as const,
    check: (v: string, all: FormValues) => checkTimeRange(all.startTime ?? '', v),
  },
  {
    name: 'sort',
    label: '排序 (越大越靠前)',
    check: (v: string) => (/^-?\d*$/.test(v.trim()) ? null : '排序需为整数'),
  },
  {
    name: 'summary',
    label: '简介',
    kind: 'textarea' as const,
    check: (v: string) => (v.length > 200 ? '简介不能超过 200 个字' : null),
  },
  {
    name: 'content',
    label: '活动内容',
    kind: 'textarea' as const,
    check: (v: string) => (v.length > 20000 ? '内容过长' : null),
  },
];
const input = (v: FormValues) => ({
  title: (v.title ?? '').trim(),
  cover: (v.cover ?? '').trim(),
  summary: v.summary ?? '',
  content: v.content ?? '',
  startTime: fromLocalInput(v.startTime ?? ''),
  endTime: fromLocalInput(v.endTime ?? ''),
  sort: Number(v.sort || 0),
});

/** The welfare page's activities with their time window. */
export default function ActivitiesPage() {
  return (
    <CrudPage<Activity>
      title="活动管理"
      noun="活动"
      operation="listActivities"
      load={({ page, pageSize }, signal) => admin.listActivities({ currentPage: page, pageSize }, { signal })}
      rowKey={(a) => a.id}
      columns={[
        { key: 'title', title: '标题', render: (a) => a.title },
        {
          key: 'time',
          title: '时间',
          render: (a) => `${formatTime(a.startTime)} 至 ${formatTime(a.endTime)}`,
        },
        { key: 'status', title: '状态', render: (a) => STATUS[a.status] },
      ]}
      fields={fields}
      empty={{ title: '', cover: '', summary: '', content: '', startTime: '', endTime: '', sort: '0' }}
      valuesOf={(a) => ({
        title: a.title,
        cover: a.cover,
        summary: a.summary,
        content: a.content,
        startTime: toLocalInput(a.startTime),
        endTime: toLocalInput(a.endTime),
        sort: String(a.sort),
      })}
      create={(v) => admin.createActivity(input(v))}
      update={(a, v) => admin.updateActivity(a.id, input(v))}
      remove={(a) => admin.deleteActivity(a.id)}
      describe={(a) => a.title}
    />
  );
}
