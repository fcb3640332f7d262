import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { type AdminSchemas, admin, checkRequired, EnumLabels, FieldRules } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useAdminAnswer } from '../../lib/queries';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';

type Announcement = AdminSchemas['AdminAnnouncement'];
type Position = NonNullable<AdminSchemas['AdminAnnouncementInput']['posType']>;

// Where an announcement shows, as the contract's AnnouncementPosition describes each value: typed by the
// contract, so a position added there does not build until it is named here.
const POSITIONS: Record<Position, string> = { 1: '启动弹窗（玩家打开应用时弹出）' };
const POPUP: Position = 1;
const positionOptions = Object.entries(POSITIONS).map(([value, label]) => ({ value, label }));
const positionOf = (value: string | undefined): Position =>
  Object.hasOwn(POSITIONS, value ?? '') ? (Number(value) as Position) : POPUP;
const positionLabel = (posType: number) =>
  Object.hasOwn(POSITIONS, posType) ? POSITIONS[posType as Position] : '不显示（未设置位置）';

const STATUS: Record<Announcement['status'], string> = EnumLabels.AdminAnnouncementStatus;
const fields = [
  {
    name: 'title',
    label: '标题',
    check: (v: string) => checkRequired('标题', v, FieldRules.AnnouncementTitle.maxLength),
  },
  {
    name: 'posType',
    label: '显示位置',
    kind: 'select' as const,
    options: positionOptions,
    hint: '发布后玩家在这里看到它',
  },
  { name: 'publish', label: '保存后立即发布', kind: 'checkbox' as const },
  {
    name: 'content',
    label: '内容',
    kind: 'textarea' as const,
    check: (v: string) => checkRequired('内容', v, FieldRules.AnnouncementContent.maxLength),
  },
];
const input = (v: FormValues) => ({
  title: (v.title ?? '').trim(),
  content: v.content ?? '',
  posType: positionOf(v.posType),
  publish: v.publish === 'true',
});

/** 发布 / 下线 of one announcement; the list is read again once it is done. */
function PublishButton({ announcement: a }: { announcement: Announcement }) {
  const toggle = useAdminAnswer(
    (published: boolean) => (published ? admin.unpublishAnnouncement(a.id) : admin.publishAnnouncement(a.id)),
    ['listAnnouncements'],
  );
  const published = a.status === 'published';
  const run = async () => {
    const { refused, msg } = await toggle(published);
    if (refused) toast(refused, 'error');
    else if (msg) toast(msg);
  };
  return (
    <Button size="small" variant="ghost" onClick={run}>
      {published ? '下线' : '发布'}
    </Button>
  );
}

/** Announcements: publish, edit (a new version takes the old one's place, the old text is kept), unpublish. */
export default function AnnouncementsPage() {
  return (
    <CrudPage<Announcement>
      title="公告管理"
      noun="公告"
      operation="listAnnouncements"
      load={({ page, pageSize }, signal) =>
        admin.listAnnouncements({ currentPage: page, pageSize }, { signal })
      }
      rowKey={(a) => a.id}
      columns={[
        { key: 'title', title: '标题', render: (a) => a.title },
        { key: 'position', title: '显示位置', render: (a) => positionLabel(a.posType) },
        { key: 'version', title: '版本', render: (a) => `v${a.version}` },
        { key: 'status', title: '状态', render: (a) => STATUS[a.status] },
        { key: 'time', title: '发布时间', render: (a) => formatTime(a.publishTime) },
      ]}
      fields={fields}
      empty={{ title: '', content: '', posType: String(POPUP), publish: 'false' }}
      valuesOf={(a) => ({
        title: a.title,
        content: a.content,
        posType: String(positionOf(String(a.posType))),
        publish: String(a.status === 'published'),
      })}
      create={(v) => admin.createAnnouncement(input(v))}
      update={(a, v) => admin.editAnnouncement(a.id, input(v))}
      actions={(a) => (a.status === 'superseded' ? null : <PublishButton announcement={a} />)}
    />
  );
}
