// Demo content: announcements, FAQ, activities (current, upcoming and past), home banners, and the
// welcome messages for users that exist already (new users get them through 'user.registered').
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedContext } from '../../infra/module.ts';
import { drawBanner } from '../../seed/art/generators.ts';
import { ACTIVITIES, ANNOUNCEMENTS, FAQS } from '../../seed/catalog/content.ts';
import { sendWelcome } from './messages.ts';
import { createActivity, publishAnnouncement } from './notices.ts';

const DAY = 86_400_000;

export async function seedContent(
  db: Kysely<Database>,
  ctx: Pick<SeedContext, 'art'>,
  now = new Date(),
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  // Oldest first so ids grow with time, like real publishing.
  for (const a of [...ANNOUNCEMENTS].reverse()) {
    await publishAnnouncement(db, {
      posType: 1,
      title: a.title,
      content: a.content,
      createdAt: at(-a.daysAgo),
    });
  }
  await db
    .insertInto('faqs')
    .values(FAQS.map((f, i) => ({ question: f.question, answer: f.answer, sort: i })))
    .execute();
  for (const [i, a] of ACTIVITIES.entries()) {
    const cover = ctx.art.put(`activities/${i + 1}`, drawBanner({ title: a.title, subtitle: a.summary }).svg);
    await createActivity(db, {
      title: a.title,
      summary: a.summary,
      content: a.content,
      cover,
      startsAt: at(a.startDays),
      endsAt: at(a.endDays),
      sort: i,
      now: at(a.startDays - 1),
    });
  }
  const banners = [
    { title: '新人七日礼', subtitle: '连续签到领188X钻', link: '/checkin' },
    { title: '邀请好友得X钻', subtitle: '双方各得50X钻', link: '/welfare' },
    { title: '精品游戏推荐', subtitle: '热门新作抢先玩', link: '/games' },
    { title: '漫画每日更新', subtitle: '追更不停歇', link: '/animate' },
  ];
  for (const [i, b] of banners.entries()) {
    const image = ctx.art.put(
      `banners/home-${i + 1}`,
      drawBanner({ title: b.title, subtitle: b.subtitle }).svg,
    );
    await db
      .insertInto('banners')
      .values({ position: 'home', title: b.title, image, link: b.link, sort: i })
      .execute();
  }
  const users = await db.selectFrom('users').select('uid').execute();
  for (const u of users) await sendWelcome(db, u.uid, now.toISOString());
  await ctx.art.flush();
}
