import { SORT_NEWEST, SQUARE_LIST_PAGE_SIZE } from '../config.js';
import type { Result } from '../errors.js';
import type {
  Comment,
  CommentPage,
  ConfigPage,
  FollowState,
  LikeState,
  Post,
  PostPage,
  SensitiveWordPage,
  Tag,
  UploadResult,
} from '../generated/answers.js';
import type { paths } from '../generated/portal.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, PageQuery, Schemas } from './types.js';

type Query<P extends keyof paths, M extends 'get'> = NonNullable<
  NonNullable<paths[P][M]>['parameters']['query']
>;

/** Square family (JSON under `/api`): posts, comments, likes, follows, tags, uploads. */
export function squareApi({ square, call }: Transport) {
  return {
    listTags: (o?: CallOptions): Promise<Result<Tag[]>> =>
      toResult(square.GET('/v1/square/tag/list', { ...call(o) })),
    listPosts: (
      query: Query<'/v1/square/post/list', 'get'> = {},
      o?: CallOptions,
    ): Promise<Result<PostPage>> =>
      toResult(square.GET('/v1/square/post/list', { params: { query }, ...call(o) })),
    createPost: (body: Schemas['PostCreateRequest'], o?: CallOptions): Promise<Result<Post>> =>
      toResult(square.POST('/v1/square/post', { body, ...call(o) })),
    getPost: (id: number, o?: CallOptions): Promise<Result<Post>> =>
      toResult(square.GET('/v1/square/post/{id}', { params: { path: { id } }, ...call(o) })),
    deletePost: (id: number, o?: CallOptions) =>
      toResult(square.DELETE('/v1/square/post/{id}', { params: { path: { id } }, ...call(o) })),
    likePost: (id: number, o?: CallOptions): Promise<Result<LikeState>> =>
      toResult(square.POST('/v1/square/post/{id}/like', { params: { path: { id } }, ...call(o) })),
    unlikePost: (id: number, o?: CallOptions): Promise<Result<LikeState>> =>
      toResult(square.DELETE('/v1/square/post/{id}/like', { params: { path: { id } }, ...call(o) })),
    followUser: (id: string, o?: CallOptions): Promise<Result<FollowState>> =>
      toResult(square.POST('/v1/user/follow/{id}', { params: { path: { id } }, ...call(o) })),
    unfollowUser: (id: string, o?: CallOptions): Promise<Result<FollowState>> =>
      toResult(square.DELETE('/v1/user/follow/{id}', { params: { path: { id } }, ...call(o) })),
    likeComment: (id: number, o?: CallOptions): Promise<Result<LikeState>> =>
      toResult(square.POST('/v1/square/comment/{id}/like', { params: { path: { id } }, ...call(o) })),
    unlikeComment: (id: number, o?: CallOptions): Promise<Result<LikeState>> =>
      toResult(square.DELETE('/v1/square/comment/{id}/like', { params: { path: { id } }, ...call(o) })),
    deleteComment: (id: number, o?: CallOptions) =>
      toResult(square.DELETE('/v1/square/comment/{id}', { params: { path: { id } }, ...call(o) })),
    createComment: (
      id: number,
      body: Schemas['CommentCreateRequest'],
      o?: CallOptions,
    ): Promise<Result<Comment>> =>
      toResult(square.POST('/v1/square/post/{id}/comment', { params: { path: { id } }, body, ...call(o) })),
    listComments: (
      postId: number,
      query: Query<'/v1/square/post/{postId}/comment/list', 'get'> = {},
      o?: CallOptions,
    ) =>
      toResult(
        square.GET('/v1/square/post/{postId}/comment/list', {
          params: { path: { postId }, query },
          ...call(o),
        }),
      ),
    listReplies: (
      postId: number,
      commentId: number,
      query: PageQuery = {},
      o?: CallOptions,
    ): Promise<Result<CommentPage>> =>
      toResult(
        square.GET('/v1/square/post/{postId}/comment/{commentId}/list', {
          params: { path: { postId, commentId }, query },
          ...call(o),
        }),
      ),
    /** Own posts, newest first (sort 2). */
    listMyPosts: (query: PageQuery = {}, o?: CallOptions): Promise<Result<PostPage>> =>
      toResult(
        square.GET('/v1/square/post/me', { params: { query: { ...query, sort: SORT_NEWEST } }, ...call(o) }),
      ),
    /** Own comments, newest first (sort 2). */
    listMyComments: (query: PageQuery = {}, o?: CallOptions): Promise<Result<CommentPage>> =>
      toResult(
        square.GET('/v1/square/comment/me', {
          params: { query: { ...query, sort: SORT_NEWEST } },
          ...call(o),
        }),
      ),
    listFollowingPosts: (query: PageQuery = {}, o?: CallOptions): Promise<Result<PostPage>> =>
      toResult(square.GET('/v1/square/post/follow', { params: { query }, ...call(o) })),
    suggestKeywords: (keyword: string, o?: CallOptions) =>
      toResult(square.GET('/v1/square/keyword/suggestion', { params: { query: { keyword } }, ...call(o) })),
    /** Square config, pageSize 99. */
    listSquareConfig: (o?: CallOptions): Promise<Result<ConfigPage>> =>
      toResult(
        square.GET('/v1/square/config/list', {
          params: { query: { pageSize: SQUARE_LIST_PAGE_SIZE } },
          ...call(o),
        }),
      ),
    /** Sensitive words, pageSize 99; read `records`. */
    listSensitiveWords: (o?: CallOptions): Promise<Result<SensitiveWordPage>> =>
      toResult(
        square.GET('/v1/square/sensitiveword/list', {
          params: { query: { pageSize: SQUARE_LIST_PAGE_SIZE } },
          ...call(o),
        }),
      ),
    /** Uploads an image or video (multipart `file`). */
    uploadMedia: (file: Blob, fileName = 'upload', o?: CallOptions): Promise<Result<UploadResult>> => {
      const form = new FormData();
      form.append('file', file, fileName);
      // The contract types the multipart part as a string field; FormData is what actually goes out.
      const body = form as unknown as Schemas['FileUpload'];
      return toResult(square.POST('/v1/square/upload', { body, ...call(o) }));
    },
  };
}

export type SquareApi = ReturnType<typeof squareApi>;
