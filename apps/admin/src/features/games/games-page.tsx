import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { useMemo, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { adminKey, useAdminAnswer, useAdminQuery } from '../../lib/queries';
import { useNumberedTable } from '../../lib/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog, type FormValues } from '../../ui/form-dialog';
import { PageHeader } from '../../ui/page-header';
import { SearchBox } from '../../ui/search-box';
import { GameFilesDialog } from './game-files-dialog';
import { emptyGame, gameFields, gameInput, gameValues } from './game-form';
import { GameReleaseDialog } from './game-release-dialog';

type Game = AdminSchemas['AdminGame'];

/** Games: search, add, edit (free or paid and price), packages per platform and screenshots, 预约与上线, delete. */
export default function GamesPage() {
  const list = useNumberedTable<Game>('listGames', null, ({ page, pageSize, keyword }, signal) =>
    admin.listGames({ currentPage: page, pageSize, ...(keyword ? { keyword } : {}) }, { signal }),
  );
  const typeList = useAdminQuery(adminKey('listGameTypes'), (signal) => admin.listGameTypes({ signal })).data;
  const types = useMemo(() => typeList ?? [], [typeList]);
  const [editing, setEditing] = useState<Game | 'new' | null>(null);
  const [files, setFiles] = useState<Game | null>(null);
  const [removing, setRemoving] = useState<Game | null>(null);
  const [releasing, setReleasing] = useState<Game | null>(null);
  const write = useAdminAnswer(
    ({ id, body }: { id: number | null; body: ReturnType<typeof gameInput> }) =>
      id === null ? admin.createGame(body) : admin.updateGame(id, body),
    ['listGames'],
    (game, { id }) => {
      // A new game goes straight on to its package and screenshots.
      if (id === null) setFiles(game);
    },
  );
  const remove = useAdminAnswer((id: number) => admin.deleteGame(id), ['listGames']);
  const fields = useMemo(() => gameFields(types), [types]);
  const initial = useMemo(
    () =>
      editing && editing !== 'new'
        ? gameValues(editing)
        : { ...emptyGame, typeId: String(types[0]?.id ?? '') },
    [editing, types],
  );

  const save = async (values: FormValues) => {
    const { refused, msg } = await write({
      id: editing && editing !== 'new' ? editing.id : null,
      body: gameInput(values),
    });
    if (refused) return refused;
    const shown = editing === 'new' ? '游戏已添加' : msg;
    if (shown) toast(shown);
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
          <Button size="small" variant="ghost" onClick={() => setReleasing(g)}>
            预约与上线
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
      <GameFilesDialog game={files} onClose={() => setFiles(null)} onChanged={setFiles} />
      <GameReleaseDialog game={releasing} onClose={() => setReleasing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="删除游戏"
        message={`删除「${removing?.name ?? ''}」后玩家将看不到它；已有购买记录的游戏不能删除。`}
        confirmLabel="删除"
        withReason={false}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return null;
          const { refused, msg } = await remove(removing.id);
          if (refused) return refused;
          if (msg) toast(msg);
          return null;
        }}
      />
    </>
  );
}
