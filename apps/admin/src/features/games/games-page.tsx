import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { useList } from '../../lib/use-list';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog, type FormValues } from '../../ui/form-dialog';
import { PageHeader } from '../../ui/page-header';
import { SearchBox } from '../../ui/search-box';
import { GameFilesDialog } from './game-files-dialog';
import { emptyGame, gameFields, gameInput, gameValues } from './game-form';

type Game = AdminSchemas['AdminGame'];

/** Games: search, add, edit (free or paid and price), packages per platform and screenshots, delete. */
export default function GamesPage() {
  const load = useCallback(
    ({ page, pageSize, keyword }: { page: number; pageSize: number; keyword: string }) =>
      admin.call(
        admin.api.GET('/v1/admin/games', {
          params: { query: { currentPage: page, pageSize, ...(keyword ? { keyword } : {}) } },
        }),
      ),
    [],
  );
  const list = useList<Game>(load);
  const [types, setTypes] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<Game | 'new' | null>(null);
  const [files, setFiles] = useState<Game | null>(null);
  const [removing, setRemoving] = useState<Game | null>(null);

  useEffect(() => {
    admin.call(admin.api.GET('/v1/admin/game/types')).then(({ data }) => setTypes(data ?? []));
  }, []);
  const fields = useMemo(() => gameFields(types), [types]);
  const initial = useMemo(
    () =>
      editing && editing !== 'new'
        ? gameValues(editing)
        : { ...emptyGame, typeId: String(types[0]?.id ?? '') },
    [editing, types],
  );

  const save = async (values: FormValues) => {
    const body = gameInput(values);
    const { data, error } = await admin.call(
      editing && editing !== 'new'
        ? admin.api.PUT('/v1/admin/games/{id}', { params: { path: { id: editing.id } }, body })
        : admin.api.POST('/v1/admin/games', { body }),
    );
    if (error) return error.message;
    toast(editing === 'new' ? '游戏已添加' : '已保存');
    list.reload();
    // A new game goes straight on to its package and screenshots.
    if (editing === 'new') setFiles(data);
    return null;
  };

  const columns: Column<Game>[] = [
    {
      key: 'name',
      title: '游戏',
      render: (g) => (
        <div className="flex items-center gap-2">
          {g.icon && <img src={g.icon} alt="" className="size-9 rounded-lg object-cover" />}
          <div>
            <div className="font-medium text-ink">{g.name}</div>
            <div className="text-xs text-muted">
              {g.typeName} · v{g.version}
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'price',
      title: '价格',
      render: (g) =>
        g.onlineType === 1 ? <span className="text-diamond">{g.buyAmount} X钻</span> : <span>免费</span>,
    },
    {
      key: 'packages',
      title: '安装包',
      render: (g) =>
        ['Android', 'iOS']
          .filter((_, i) => g.packages.some((p) => p.platformType === i + 1 && p.url))
          .join(' / ') || <span className="text-muted">未上传</span>,
    },
    { key: 'downloads', title: '下载量', render: (g) => g.downloads },
    {
      key: 'actions',
      title: '操作',
      render: (g) => (
        <div className="flex gap-2">
          <Button size="small" variant="ghost" onClick={() => setEditing(g)}>
            编辑
          </Button>
          <Button size="small" variant="ghost" onClick={() => setFiles(g)}>
            安装包与截图
          </Button>
          <Button size="small" variant="danger" onClick={() => setRemoving(g)}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="游戏管理"
        actions={
          <>
            <SearchBox placeholder="搜索游戏名称" onSearch={list.search} />
            <Button size="medium" variant="primary" onClick={() => setEditing('new')}>
              添加游戏
            </Button>
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(g) => g.id}
        loading={list.loading}
        error={list.error}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? '添加游戏' : '编辑游戏'}
        fields={fields}
        initial={initial}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <GameFilesDialog
        game={files}
        onClose={() => setFiles(null)}
        onChanged={(g) => {
          setFiles(g);
          list.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="删除游戏"
        message={`删除「${removing?.name ?? ''}」后玩家将看不到它；已有购买记录的游戏不能删除。`}
        confirmLabel="删除"
        withReason={false}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return null;
          const { error } = await admin.call(
            admin.api.DELETE('/v1/admin/games/{id}', { params: { path: { id: removing.id } } }),
          );
          if (error) return error.message;
          toast('已删除');
          list.reload();
          return null;
        }}
      />
    </>
  );
}
