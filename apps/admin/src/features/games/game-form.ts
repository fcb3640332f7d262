import {
  type AdminSchemas,
  checkAmount,
  checkRequired,
  checkScore,
  checkTags,
  checkVersion,
  FieldRules,
  uploadImage,
} from '../../lib/admin';
import { splitList } from '../../lib/format';
import type { FormField, FormValues } from '../../ui/form-dialog';

type Game = AdminSchemas['AdminGame'];
export type GameInput = AdminSchemas['AdminGameInput'];

/** The game form's fields; the type list comes from the server. */
export function gameFields(types: { id: number; name: string }[]): FormField[] {
  return [
    {
      name: 'name',
      label: '游戏名称',
      check: (v) => checkRequired('游戏名称', v, FieldRules.GameName.maxLength),
    },
    {
      name: 'typeId',
      label: '分类',
      kind: 'select',
      options: types.map((t) => ({ value: String(t.id), label: t.name })),
      check: (v) => (v ? null : '请选择分类'),
    },
    {
      name: 'onlineType',
      label: '收费方式',
      kind: 'select',
      options: [
        { value: '0', label: '免费下载' },
        { value: '1', label: '付费 (X钻)' },
      ],
    },
    {
      name: 'buyAmount',
      label: '价格 (X钻)',
      kind: 'number',
      when: (v) => v.onlineType === '1',
      check: (v) => checkAmount('价格', v, 1),
    },
    { name: 'version', label: '版本号', check: checkVersion },
    { name: 'score', label: '评分 (0-10)', kind: 'number', check: checkScore },
    {
      name: 'icon',
      label: '图标',
      kind: 'image',
      upload: uploadImage,
      check: (v) => checkRequired('图标', v, FieldRules.ImageAddress.maxLength),
    },
    {
      name: 'cover',
      label: '封面',
      kind: 'image',
      upload: uploadImage,
      check: (v) => checkRequired('封面', v, FieldRules.ImageAddress.maxLength),
    },
    {
      name: 'tags',
      label: '标签',
      hint: '用逗号或空格分隔，最多 10 个',
      check: (v) => checkTags(splitList(v)),
    },
    {
      name: 'sort',
      label: '排序 (越大越靠前)',
      kind: 'number',
      check: (v) => (/^-?\d*$/.test(v.trim()) ? null : '排序需为整数'),
    },
    { name: 'recommended', label: '推荐', kind: 'checkbox' },
    {
      name: 'summary',
      label: '一句话简介',
      kind: 'textarea',
      check: (v) => (v.length > 100 ? '简介不能超过 100 个字' : null),
    },
    {
      name: 'intro',
      label: '详细介绍',
      kind: 'textarea',
      check: (v) => (v.length > 20000 ? '介绍不能超过 20000 个字' : null),
    },
  ];
}

export const emptyGame: FormValues = {
  name: '',
  typeId: '',
  onlineType: '0',
  buyAmount: '',
  version: '1.0.0',
  score: '',
  icon: '',
  cover: '',
  tags: '',
  sort: '0',
  recommended: 'false',
  summary: '',
  intro: '',
};

export function gameValues(game: Game): FormValues {
  return {
    name: game.name,
    typeId: String(game.typeId),
    onlineType: String(game.onlineType),
    buyAmount: String(game.buyAmount),
    version: game.version,
    score: String(game.score),
    icon: game.icon,
    cover: game.cover,
    tags: game.tags.join(', '),
    sort: String(game.sort),
    recommended: String(game.recommended),
    summary: game.summary,
    intro: game.intro,
  };
}

/** The form's values as the contract's game input. */
export function gameInput(v: FormValues): GameInput {
  const paid = v.onlineType === '1';
  return {
    name: v.name?.trim() ?? '',
    typeId: Number(v.typeId),
    onlineType: paid ? 1 : 0,
    buyAmount: paid ? Number(v.buyAmount) : 0,
    version: v.version?.trim() ?? '',
    ...(v.score?.trim() ? { score: Number(v.score) } : {}),
    icon: v.icon?.trim() ?? '',
    cover: v.cover?.trim() ?? '',
    tags: splitList(v.tags ?? ''),
    sort: Number(v.sort || 0),
    recommended: v.recommended === 'true',
    summary: v.summary ?? '',
    intro: v.intro ?? '',
  };
}
