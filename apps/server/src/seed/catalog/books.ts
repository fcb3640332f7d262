// Demo comics: eight books with chapter titles; pages are drawn by the art generators.

export type SeedBook = {
  title: string;
  author: string;
  description: string;
  tags: string[];
  /** 0 = ongoing, 1 = finished. */
  status: 0 | 1;
  views: number;
  featured: boolean;
  chapters: string[];
  /** Paid chapters: chapters after the first `freeChapters` cost `chapterPrice` X钻; `vipFree` for members. */
  paid?: { freeChapters: number; chapterPrice: number; vipFree: boolean };
};

export const BOOK_TAGS = ['热血', '恋爱', '校园', '奇幻', '搞笑', '悬疑', '古风', '治愈'] as const;

export const BOOKS: readonly SeedBook[] = [
  {
    title: '剑与星之歌',
    author: '墨白',
    description: '少年拾得一柄会唱歌的剑，从此卷入星辰与王国的千年纷争。',
    tags: ['热血', '奇幻'],
    status: 0,
    views: 982000,
    featured: true,
    chapters: ['会唱歌的剑', '王都来客', '星陨之夜', '试炼之塔', '背叛', '重逢', '新的誓言', '远征'],
  },
  {
    title: '夏日便利店',
    author: '青柠',
    description: '深夜便利店里，店员和常客们之间温柔又好笑的小故事。',
    tags: ['治愈', '搞笑'],
    status: 1,
    views: 654000,
    featured: true,
    chapters: ['欢迎光临', '第一位客人', '关东煮', '下雨天', '打烊之后'],
  },
  {
    title: '恋爱补习社',
    author: '桃子酱',
    description: '学霸少女开设恋爱补习班，结果自己先动了心。',
    tags: ['恋爱', '校园'],
    status: 0,
    views: 1204000,
    featured: true,
    chapters: ['开课啦', '第一课：搭讪', '约会实习', '期中考试', '烟花大会', '告白练习', '真心话'],
  },
  {
    title: '雾港谜案',
    author: '夜行者',
    description: '终年大雾的港口城市，一名失忆侦探追查连环失踪案。',
    tags: ['悬疑'],
    status: 0,
    views: 432000,
    featured: false,
    paid: { freeChapters: 2, chapterPrice: 5, vipFree: true },
    chapters: [
      '雾中来信',
      '失踪的钟表匠',
      '码头',
      '第二封信',
      '灯塔',
      '真相的一角',
      '雨夜追踪',
      '面具',
      '旧照片',
      '终章前夜',
    ],
  },
  {
    title: '长安异闻录',
    author: '九歌',
    description: '大唐长安城中，捉妖师与狐妖少女联手破解奇案。',
    tags: ['古风', '奇幻'],
    status: 1,
    views: 876000,
    featured: true,
    chapters: ['西市狐影', '金吾卫', '上元灯会', '画皮', '曲江池', '夜宴', '尾声'],
  },
  {
    title: '咸鱼勇者',
    author: '阿呆',
    description: '被召唤到异世界的勇者只想躺平，魔王却总来找他麻烦。',
    tags: ['搞笑', '奇幻'],
    status: 0,
    views: 765000,
    featured: false,
    paid: { freeChapters: 3, chapterPrice: 8, vipFree: false },
    chapters: ['被召唤了', '不想出门', '魔王来访', '公主的委托', '村口的史莱姆', '勇者的假期'],
  },
  {
    title: '篮下之王',
    author: '风间',
    description: '身高一米七的控卫，要带领弱队杀进全国大赛。',
    tags: ['热血', '校园'],
    status: 0,
    views: 543000,
    featured: false,
    chapters: [
      '新队长',
      '第一场练习赛',
      '三分线外',
      '伤病',
      '复活',
      '地区预选',
      '决胜一球',
      '全国之路',
      '新的对手',
      '延长赛',
      '毕业',
      '未完待续',
    ],
  },
  {
    title: '猫咪咖啡馆',
    author: '小鱼干',
    description: '七只性格迥异的猫咪和一家街角咖啡馆的日常。',
    tags: ['治愈', '搞笑'],
    status: 1,
    views: 321000,
    featured: false,
    chapters: ['开店第一天', '新来的猫', '拿铁拉花', '下午茶', '猫咪生日会'],
  },
];
