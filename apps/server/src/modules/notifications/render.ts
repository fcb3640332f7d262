import type { Db } from '../../db/tx.ts';
import type { NotificationEvent } from './events.ts';

/** What an inbox row says and where it leads. */
export interface Rendered {
  title: string;
  content: string;
  url: string | null;
}

const SNIPPET = 60;
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text);

async function nameOf(db: Db, uid: string): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('uid', '=', uid).executeTakeFirst();
  return row?.name ?? '有人';
}

/**
 * The row of an event, or null when what it is about is gone (a deleted comment, chapter or game):
 * such a job finishes without a row. Likes get their title per group (likes.ts).
 */
export async function render(db: Db, event: NotificationEvent): Promise<Rendered | null> {
  switch (event.type) {
    case 'chapter': {
      const row = await db
        .selectFrom('chapters')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .select(['books.title as book', 'chapters.title as chapter'])
        .where('chapters.id', '=', event.chapterId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        title: `《${row.book}》更新了`,
        content: `新章节：${row.chapter}`,
        url: `/readbook/${event.bookId}/${event.chapterId}`,
      };
    }
    case 'reply': {
      const comment = await db
        .selectFrom('square_comments')
        .select(['content', 'reply_to_uid'])
        .where('id', '=', event.commentId)
        .executeTakeFirst();
      if (!comment) return null;
      const name = await nameOf(db, event.actorUid);
      const toComment = comment.reply_to_uid === event.toUid;
      return {
        title: toComment ? `${name}回复了你的评论` : `${name}评论了你的帖子`,
        content: snippet(comment.content),
        url: `/post/${event.postId}`,
      };
    }
    case 'like':
      return { title: '', content: '', url: `/post/${event.postId}` };
    case 'follow':
      return {
        title: `${await nameOf(db, event.actorUid)}关注了你`,
        content: '你有了一位新粉丝',
        url: '/profile',
      };
    case 'game_released': {
      const game = await db
        .selectFrom('games')
        .select('name')
        .where('id', '=', event.gameId)
        .executeTakeFirst();
      if (!game) return null;
      return {
        title: `你预约的《${game.name}》已上线`,
        content: `你预约的游戏《${game.name}》现已上线，快去游戏详情页下载体验吧！`,
        url: `/detail/${event.gameId}`,
      };
    }
    case 'order':
    case 'system':
      return { title: event.title, content: event.content, url: event.url };
  }
}

/** The like group's title: `张三等5人赞了你的帖子`. */
export function likeTitle(name: string, count: number, target: 'post' | 'comment'): string {
  const what = target === 'post' ? '帖子' : '评论';
  return count > 1 ? `${name}等${count}人赞了你的${what}` : `${name}赞了你的${what}`;
}

export { nameOf, snippet };
