// Demo content: announcements, FAQ, activities and the messages every new user receives.

export type SeedAnnouncement = { title: string; content: string; daysAgo: number };

export const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    title: '平台2.16.0版本更新公告',
    content:
      '<p>亲爱的玩家：</p><p>平台已更新至 <strong>2.16.0</strong> 版本，本次更新内容如下：</p><ul><li>新增每日签到与任务中心</li><li>漫画阅读支持续读与订阅</li><li>优化游戏下载速度</li></ul><p>感谢您的支持！</p>',
    daysAgo: 0,
  },
  {
    title: '关于防范诈骗的提醒',
    content:
      '<p>官方不会以任何理由索要您的密码或验证码，请勿相信私下交易、代充等信息。</p><p>如遇可疑情况，请联系在线客服。</p>',
    daysAgo: 6,
  },
  {
    title: '服务器维护通知',
    content: '<p>我们将于本周三凌晨 02:00-04:00 进行例行维护，届时部分功能暂不可用，敬请谅解。</p>',
    daysAgo: 14,
  },
];

export type SeedFaq = { question: string; answer: string };

export const FAQS: readonly SeedFaq[] = [
  { question: '什么是X钻？', answer: 'X钻是平台内的虚拟货币，可用于下载付费游戏、开通会员等。' },
  { question: '如何获得X钻？', answer: '您可以通过充值、每日签到、完成任务和邀请好友获得X钻。' },
  { question: '会员有什么特权？', answer: '会员在有效期内可享受游戏免费下载特权，并可领取专属礼包。' },
  {
    question: '下载的游戏无法安装怎么办？',
    answer: '安卓设备请在系统设置中允许安装未知来源应用；iOS设备请在设置中信任企业证书。',
  },
  {
    question: '忘记密码怎么办？',
    answer: '如果您已绑定手机号，可在登录页点击“忘记密码”，通过短信验证码重置密码。',
  },
  {
    question: '充值未到账怎么办？',
    answer: '支付成功后X钻通常即时到账；如超过10分钟仍未到账，请联系在线客服并提供订单号。',
  },
  {
    question: '如何联系客服？',
    answer: '在“我的”页面点击“在线客服”即可联系我们，客服在线时间为每天 9:00-24:00。',
  },
];

export type SeedActivity = {
  title: string;
  summary: string;
  content: string;
  /** Window relative to the seed time, in days (negative = in the past). */
  startDays: number;
  endDays: number;
};

export const ACTIVITIES: readonly SeedActivity[] = [
  {
    title: '新人七日礼',
    summary: '注册后连续签到七天，领取188X钻',
    content: '<p>活动期间新注册用户连续签到七天，即可累计领取 <strong>188 X钻</strong>。</p>',
    startDays: -3,
    endDays: 27,
  },
  {
    title: '邀请好友得X钻',
    summary: '每成功邀请一位好友，双方各得50X钻',
    content: '<p>分享您的邀请链接，好友注册成功后双方各得 <strong>50 X钻</strong>，上不封顶。</p>',
    startDays: -10,
    endDays: 50,
  },
  {
    title: '漫画阅读马拉松',
    summary: '累计阅读30话，赢取限定头像框',
    content: '<p>活动期间累计阅读 30 话漫画，即可获得限定头像框一个。</p>',
    startDays: 5,
    endDays: 20,
  },
  {
    title: '国庆充值返利',
    summary: '充值满100返20X钻（已结束）',
    content: '<p>活动期间单笔充值满 100 元返 20 X钻。</p>',
    startDays: -60,
    endDays: -45,
  },
  {
    title: '暑期游戏节',
    summary: '精选游戏限时五折（已结束）',
    content: '<p>暑期游戏节期间，精选付费游戏限时五折。</p>',
    startDays: -120,
    endDays: -90,
  },
];

export const WELCOME_MESSAGES: readonly { title: string; content: string }[] = [
  {
    title: '欢迎加入！',
    content: '欢迎来到游戏平台！每日签到、完成任务即可领取X钻，快去福利中心看看吧。',
  },
  {
    title: '新手指南',
    content: '在“游戏”页挑选喜欢的游戏，免费游戏可直接下载；付费游戏使用X钻购买，会员可享免费下载特权。',
  },
];

/** Customer service and business contact shown by /user/kefu and /web/business/info. */
export const DEFAULT_KEFU = {
  link: 'https://kefu.example.com/chat?app=2008',
  qq: '800123456',
  wechat: 'portal_kefu',
  workTime: '每天 9:00-24:00',
};

export const DEFAULT_BUSINESS = {
  email: 'bd@example.com',
  intro: '欢迎游戏厂商、渠道及流量主洽谈合作，我们将在1个工作日内回复。',
  contact: '商务部 王经理',
  qq: '800654321',
  wechat: 'portal_bd',
};
