import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../hooks/square-store';
import { MyCommentRow } from './my-comment-row';

const RLO = '\u202E';

// Only the fields the row reads matter here.
const comment = {
  id: 7,
  postId: 3,
  uid: '10000001',
  content: `好文${RLO}abc`,
  replyTo: { uid: '10000002', name: `小明${RLO}` },
  post: { id: 3, excerpt: `原帖${RLO}xyz` },
  likeCount: 0,
  createTime: '2026-11-21T08:00:00.000Z',
} as unknown as Comment;

describe('my comment row', () => {
  it('shows what people wrote as bidirectional isolates, so a direction control reorders nothing around it', () => {
    render(
      <MemoryRouter>
        <MyCommentRow comment={comment} />
      </MemoryRouter>,
    );
    for (const text of [`好文${RLO}abc`, `小明${RLO}`, `原帖${RLO}xyz`]) {
      expect(screen.getByText(text).className, text).toContain('user-text');
    }
  });
});
