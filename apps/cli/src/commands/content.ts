import { checkOptions, positiveInt, requiredPositional, stringOption } from '../args.js';
import { type Command, clip } from '../command.js';
import type { CliContext } from '../context.js';
import { CliFailure, unwrap, usageError } from '../failure.js';

/** The tag to post under: the one asked for, else the first the server lists. */
async function pickTag(ctx: CliContext, asked: number | undefined): Promise<number> {
  if (asked !== undefined) return asked;
  const tags = unwrap(await ctx.portal.api.square.listTags());
  const first = tags[0];
  if (!first) throw new CliFailure('服务器没有任何标签，无法发帖');
  return first.id;
}

export const tags: Command = {
  name: 'tags',
  summary: '广场标签列表',
  options: [],
  async run(ctx) {
    const list = unwrap(await ctx.portal.api.square.listTags());
    return { data: list, lines: [...list.map((t) => `${t.id}\t${t.tag}`), `共 ${list.length} 个标签`] };
  },
};

export const posts: Command = {
  name: 'posts',
  summary: '广场帖子列表（--page --size --sort 1最热|2最新 --tag --keyword）',
  options: ['page', 'size', 'sort', 'tag', 'keyword'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const sort = positiveInt(stringOption(args, 'sort'), '--sort');
    if (sort !== undefined && sort !== 1 && sort !== 2) throw usageError('参数错误：--sort 只能是 1 或 2');
    const keyword = stringOption(args, 'keyword');
    const tagId = positiveInt(stringOption(args, 'tag'), '--tag');
    const page = unwrap(
      await ctx.portal.api.square.listPosts({
        currentPage: positiveInt(stringOption(args, 'page'), '--page') ?? 1,
        pageSize: positiveInt(stringOption(args, 'size'), '--size') ?? 20,
        ...(sort ? { sort } : {}),
        ...(tagId ? { tagId } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    );
    return {
      data: page,
      lines: [
        ...page.records.map(
          (p) => `#${p.id}\t${p.author.name}：${clip(p.content)}\t赞 ${p.likeCount} 评论 ${p.commentCount}`,
        ),
        `第 ${page.currentPage} 页，共 ${page.total} 条`,
      ],
    };
  },
};

export const post: Command = {
  name: 'post',
  summary: '发布帖子（--content 必填，--tag 默认第一个标签）',
  options: ['content', 'tag'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const content = stringOption(args, 'content');
    if (!content) throw usageError('参数错误：post 需要 --content');
    const tagId = await pickTag(ctx, positiveInt(stringOption(args, 'tag'), '--tag'));
    const created = unwrap(await ctx.portal.api.square.createPost({ content, tagId, images: [] }));
    return { data: created, lines: [`已发布帖子 #${created.id}：${clip(created.content)}`] };
  },
};

export const comment: Command = {
  name: 'comment',
  args: '<postId>',
  summary: '评论帖子（--content 必填，--reply 回复某条评论）',
  options: ['content', 'reply'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const postId = positiveInt(requiredPositional(args, 0, '<postId>'), '<postId>') as number;
    const content = stringOption(args, 'content');
    if (!content) throw usageError('参数错误：comment 需要 --content');
    const replyCommentId = positiveInt(stringOption(args, 'reply'), '--reply') ?? null;
    const created = unwrap(await ctx.portal.api.square.createComment(postId, { content, replyCommentId }));
    return {
      data: created,
      lines: [`已评论帖子 #${postId}（评论 #${created.id}）：${clip(created.content)}`],
    };
  },
};
