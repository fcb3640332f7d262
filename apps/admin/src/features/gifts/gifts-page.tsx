import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useMemo, useState } from 'react';
import {
  type AdminSchemas,
  admin,
  checkGiftCodes,
  checkRequired,
  checkTimeRange,
  FieldRules,
} from '../../lib/admin';
import { formatTime, fromLocalInput, splitList, toLocalInput } from '../../lib/format';
import { useAdminWrite } from '../../lib/queries';
import { CrudPage } from '../../ui/crud-page';
import { FormDialog, type FormField, type FormValues } from '../../ui/form-dialog';
import { RedeemCodesSection } from './redeem-codes-section';

type Pack = AdminSchemas['AdminGiftPack'];

const codesField: FormField = {
  name: 'codes',
  label: '礼包码 (每行一个)',
  kind: 'textarea',
  check: (v) => checkGiftCodes(splitList(v)),
};
const baseFields: FormField[] = [
  { name: 'gameId', label: '游戏 ID', check: (v) => (/^\d+$/.test(v.trim()) ? null : '请填写游戏 ID') },
  {
    name: 'title',
    label: '礼包名称',
    check: (v) => checkRequired('礼包名称', v, FieldRules.GiftPackTitle.maxLength),
  },
  {
    name: 'startTime',
    label: '开始时间',
    kind: 'datetime-local',
    check: (v) => (v ? null : '请填写开始时间'),
  },
  {
    name: 'endTime',
    label: '结束时间',
    kind: 'datetime-local',
    check: (v, all) => checkTimeRange(all.startTime ?? '', v),
  },
  {
    name: 'content',
    label: '礼包内容',
    kind: 'textarea',
    check: (v) => checkRequired('礼包内容', v, FieldRules.GiftPackContent.maxLength),
  },
];
const input = (v: FormValues) => ({
  gameId: Number(v.gameId),
  title: (v.title ?? '').trim(),
  content: (v.content ?? '').trim(),
  startTime: fromLocalInput(v.startTime ?? ''),
  endTime: fromLocalInput(v.endTime ?? ''),
});

/** Gift packs of a game with their codes (one per player); more codes can be added to a pack. */
export default function GiftsPage() {
  const [adding, setAdding] = useState<Pack | null>(null);
  const addCodes = useAdminWrite(
    ({ pack, codes }: { pack: Pack; codes: string[] }) => admin.addGiftCodes(pack.id, { codes }),
    ['listGiftPacks', 'listRedeemCodes'],
  );
  const empty = useMemo(() => ({ codes: '' }), []);
  const [codesOf, setCodesOf] = useState<number | null>(null);
  return (
    <>
      <CrudPage<Pack>
        title="礼包管理"
        noun="礼包"
        operation="listGiftPacks"
        load={({ page, pageSize }, signal) =>
          admin.listGiftPacks({ currentPage: page, pageSize }, { signal })
        }
        rowKey={(g) => g.id}
        columns={[
          { key: 'title', title: '礼包', render: (g) => g.title },
          { key: 'game', title: '游戏', render: (g) => g.gameName },
          { key: 'stock', title: '剩余/总数', render: (g) => `${g.stockLeft}/${g.stockTotal}` },
          {
            key: 'time',
            title: '有效期',
            render: (g) => `${formatTime(g.startTime)} 至 ${formatTime(g.endTime)}`,
          },
        ]}
        // Codes go with a new pack; an existing pack gets more through 补充礼包码.
        fields={[...baseFields, { ...codesField, when: (v) => v.existing !== 'true' }]}
        empty={{ gameId: '', title: '', content: '', startTime: '', endTime: '', codes: '' }}
        valuesOf={(g) => ({
          gameId: String(g.gameId),
          title: g.title,
          content: g.content,
          startTime: toLocalInput(g.startTime),
          endTime: toLocalInput(g.endTime),
          existing: 'true',
        })}
        create={(v) => admin.createGiftPack({ ...input(v), codes: splitList(v.codes ?? '') })}
        update={(g, v) => admin.updateGiftPack(g.id, input(v))}
        remove={(g) => admin.deleteGiftPack(g.id)}
        describe={(g) => g.title}
        actions={(g) => (
          <>
            <Button size="small" variant="ghost" onClick={() => setAdding(g)}>
              补充礼包码
            </Button>
            <Button
              size="small"
              variant="ghost"
              onClick={() => {
                setCodesOf(g.id);
                document.getElementById('redeem-codes-title')?.scrollIntoView({ behavior: 'smooth' });
              }}
            >
              兑换码
            </Button>
          </>
        )}
      />
      <FormDialog
        open={adding !== null}
        title={`补充礼包码 · ${adding?.title ?? ''}`}
        fields={[codesField]}
        initial={empty}
        onClose={() => setAdding(null)}
        onSubmit={async (v) => {
          if (!adding) return null;
          const refused = await addCodes({ pack: adding, codes: splitList(v.codes ?? '') });
          if (!refused) toast('礼包码已添加');
          return refused;
        }}
      />
      <RedeemCodesSection key={codesOf ?? 0} packId={codesOf} onPack={setCodesOf} />
    </>
  );
}
