import { type AdminSchemas, admin, checkLink, checkRequired, FieldRules, uploadImage } from '../../lib/admin';
import { asPage } from '../../lib/answers';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';

type Banner = AdminSchemas['AdminBanner'];
type Position = Banner['position'];

const POSITION: Record<Position, string> = { home: '首页', book: '漫画页' };
const sortCheck = (v: string) => (/^-?\d*$/.test(v.trim()) ? null : '排序需为整数');
const fields = [
  {
    name: 'position',
    label: '位置',
    kind: 'select' as const,
    options: Object.entries(POSITION).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'title',
    label: '标题',
    check: (v: string) => checkRequired('标题', v, FieldRules.BannerTitle.maxLength),
  },
  {
    name: 'image',
    label: '图片',
    kind: 'image' as const,
    upload: uploadImage,
    check: (v: string) => checkRequired('图片', v, FieldRules.ImageAddress.maxLength),
  },
  {
    name: 'link',
    label: '跳转链接',
    hint: '站内地址以 / 开头，外部链接以 http 开头',
    check: (v: string) => checkLink('跳转链接', v),
  },
  { name: 'sort', label: '排序 (越大越靠前)', check: sortCheck },
];
const empty = { position: 'home', title: '', image: '', link: '/', sort: '0' };
const input = (v: FormValues) => ({
  position: (v.position ?? 'home') as Position,
  title: (v.title ?? '').trim(),
  image: (v.image ?? '').trim(),
  link: (v.link ?? '').trim(),
  sort: Number(v.sort || 0),
});

/** Home and comics banners: picture, title, where a tap goes, order. */
export default function BannersPage() {
  return (
    <CrudPage<Banner>
      title="首页横幅"
      noun="横幅"
      operation="listBanners"
      load={(_, signal) => asPage(admin.listBanners({ signal }))}
      rowKey={(b) => b.id}
      columns={[
        {
          key: 'image',
          title: '图片',
          // The player's app shows banners at 16:7: the thumbnail keeps that shape, so it shows what players see.
          render: (b) => (
            <img src={b.image} alt="" className="aspect-[16/7] h-12 max-w-none rounded object-cover" />
          ),
        },
        { key: 'title', title: '标题', render: (b) => b.title },
        { key: 'position', title: '位置', render: (b) => POSITION[b.position] },
        { key: 'link', title: '链接', render: (b) => <span className="break-all text-xs">{b.link}</span> },
        { key: 'sort', title: '排序', render: (b) => b.sort },
      ]}
      fields={fields}
      empty={empty}
      valuesOf={(b) => ({
        position: b.position,
        title: b.title,
        image: b.image,
        link: b.link,
        sort: String(b.sort),
      })}
      create={(v) => admin.createBanner(input(v))}
      update={(b, v) => admin.updateBanner(b.id, input(v))}
      remove={(b) => admin.deleteBanner(b.id)}
      describe={(b) => b.title}
    />
  );
}
