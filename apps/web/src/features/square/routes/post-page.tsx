import { SkeletonText } from '@portal/ui/skeleton';
import { toast } from '@portal/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { CommentComposer } from '../components/comment-composer';
import { CommentSection } from '../components/comment-section';
import { useConfirm } from '../components/confirm-dialog';
import { LikeButton } from '../components/like-button';
import { PostDetail } from '../components/post-detail';
import { usePostMenu } from '../components/post-menu';
import { bumpFeeds, type Post, patchPost, usePostView } from '../hooks/square-store';
import { type ReplyTarget, useCommentThread } from '../hooks/use-comment-thread';
import { useSquareActions } from '../hooks/use-square-actions';
import { useSquareConfig } from '../hooks/use-square-config';
import { useTags } from '../hooks/use-tags';
import { errorText } from '../lib/error-text';

/** /post/:id — the post, its likes and author follow, and the comments with replies. */
export default function PostPage() {
  const id = Number(useParams().id);
  const uid = useUid();
  const post = asyncView(
    useQuery(
      sdkQuery(accountKey(uid, 'post', id), async () => {
        const r = await api.square.getPost(id);
        return r.error ? { data: null, error: { message: errorText(r.error, '加载失败') } } : r;
      }),
    ),
  );
  return (
    <div className="flex min-h-[calc(100dvh-3rem)] flex-col bg-page">
      <AsyncView
        {...post}
        skeleton={
          <div className="bg-card p-4">
            <SkeletonText rows={5} />
          </div>
        }
      >
        {(p) => <PostView post={p} />}
      </AsyncView>
    </div>
  );
}

function PostView({ post: raw }: { post: Post }) {
  const post = usePostView(raw);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const tags = useTags();
  const config = useSquareConfig();
  const { requireLogin, toggleLike, toggleFollow, toggleCommentLike } = useSquareActions();
  const thread = useCommentThread(post.id);
  const { ask, dialog } = useConfirm();
  const menu = usePostMenu(post);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (hash === '#comments') document.getElementById('comments')?.scrollIntoView();
  }, [hash]);

  const deletePost = () =>
    ask({
      title: '删除帖子',
      message: '删除后无法恢复，确定要删除这条帖子吗？',
      confirmText: '删除',
      onConfirm: async () => {
        const r = await api.square.deletePost(post.id);
        if (r.error) return void toast(errorText(r.error, '删除失败'), { kind: 'error' });
        patchPost(post.id, { deleted: true });
        bumpFeeds();
        if (r.msg) toast(r.msg, { kind: 'success' });
        navigate('/square', { replace: true });
      },
    });

  return (
    <>
      <PostDetail
        post={post}
        tagName={tags.find((t) => t.id === post.tagId)?.tag}
        onFollow={() => toggleFollow(post.uid, post.following)}
        onDelete={deletePost}
        onMore={menu.openMenu}
      />
      <CommentSection
        postId={post.id}
        count={post.commentCount}
        added={thread.added}
        addedReplies={thread.addedReplies}
        removed={thread.removed}
        onLike={toggleCommentLike}
        onReport={(comment) => menu.reportComment(comment.id)}
        onReply={(rootId, comment) => {
          if (!requireLogin()) return;
          setTarget({ rootId, comment });
          input.current?.focus();
        }}
        onDelete={(comment, isReply) =>
          ask({
            title: '删除评论',
            message: isReply ? '确定要删除这条回复吗？' : '删除评论会一并删除它的回复，确定删除吗？',
            confirmText: '删除',
            onConfirm: () => void thread.remove(comment, isReply, post.commentCount),
          })
        }
      />
      <div className="flex-1 bg-card" />
      <CommentComposer
        ref={input}
        aside={<LikeButton liked={post.liked} count={post.likeCount} onToggle={() => toggleLike(post)} />}
        target={target}
        maxLength={config.commentMaxLength}
        canWrite={requireLogin}
        onCancelReply={() => setTarget(null)}
        onSend={async (content) => {
          const sent = await thread.send(content, target, post.commentCount);
          if (sent) setTarget(null);
          return sent;
        }}
      />
      {dialog}
      {menu.element}
    </>
  );
}
