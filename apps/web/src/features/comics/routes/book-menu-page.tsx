import type { Schemas } from '@portal/sdk';
import type { UnlockChapter } from '@portal/sdk/comics';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { savedOfflineChapters } from '../../../lib/offline-chapters';
import { api } from '../../../lib/portal';
import { EnumLabels } from '../../../lib/portal-helpers';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { AutoUnlockSwitch } from '../components/auto-unlock-switch';
import { LockIcon } from '../components/lock-icon';
import { OfflineSaveButton } from '../components/offline-save-button';
import { UnlockDialogs } from '../components/unlock-dialogs';
import { chapterUnlock, readingProgress } from '../hooks/comics-sdk';
import { useBook } from '../hooks/use-book';

type Order = 'asc' | 'desc';
type Chapter = Schemas['Chapter'];

const toUnlock = (c: Chapter): UnlockChapter => ({
  bookId: c.bookId,
  chapterId: c.id,
  title: c.title,
  price: c.price ?? 0,
  locked: c.locked ?? false,
});

/** A guest's read marks live on the device (the SDK's); a user's come with the chapter list. */
function useGuestReadMarks(bookId: number): Set<number> {
  const loggedIn = useSession((s) => s.loggedIn);
  const [marks, setMarks] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (loggedIn) return;
    void readingProgress.guestReadChapters(bookId).then(setMarks);
  }, [bookId, loggedIn]);
  return marks;
}

/** The chapter list: last-read chapter, 已读 marks, and the price or 已解锁 of paid chapters, in either order. */
export default function BookMenuPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const uid = useUid();
  const [order, setOrder] = useState<Order>('asc');
  const chapters = asyncView(
    useQuery(
      sdkQuery(accountKey(uid, 'chapters', id, order), () => api.comics.listChapters({ bookId: id, order })),
    ),
  );
  const book = useBook(id).data;
  const lastRead = book?.lastRead?.chapterId;
  const guestMarks = useGuestReadMarks(id);
  const onRead = useCallback(
    (c: UnlockChapter) => navigate(`/readbook/${c.bookId}/${c.chapterId}`),
    [navigate],
  );
  const paid = (book?.chapterPrice ?? 0) > 0;
  // Read again after 离线阅读 has saved chapters, so their 可离线 marks show.
  const [savedAt, setSavedAt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedAt reads the note again after a save
  const savedOffline = useMemo(() => savedOfflineChapters(id), [id, savedAt]);
  return (
    <div className="p-3">
      <div className="flex items-center justify-between px-1 pb-2">
        <span className="flex-1 text-[0.8125rem] text-muted">共 {chapters.data?.length ?? '-'} 话</span>
        {chapters.data && (
          <OfflineSaveButton
            chapters={chapters.data}
            from={lastRead}
            onSaved={() => setSavedAt(Date.now())}
          />
        )}
        <button
          type="button"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          className="min-h-11 px-2 text-[0.8125rem] font-medium text-primary"
        >
          {order === 'asc' ? '正序 ↓' : '倒序 ↑'}
        </button>
      </div>
      {paid && book && (
        <div className="mb-2 flex min-h-11 items-center justify-between rounded-xl bg-card px-3 shadow-card">
          <span className="text-[0.75rem] text-muted" data-testid="paid-note">
            第{(book.freeChapters ?? 0) + 1}话起每话 {book.chapterPrice} X钻
            {book.vipFree ? ' · 会员免费' : ''}
          </span>
          <AutoUnlockSwitch />
        </div>
      )}
      <AsyncView {...chapters}>
        {(list) => (
          <ul className="grid grid-cols-2 gap-2" data-testid="chapter-list">
            {list.map((c) => {
              const mark = c.id === lastRead;
              const read = c.read || guestMarks.has(c.id);
              const body = (
                <>
                  <span
                    className={`truncate text-sm ${mark ? 'font-semibold text-primary' : read ? 'text-muted' : 'text-ink'}`}
                  >
                    {c.title}
                  </span>
                  <span className="mt-0.5 flex items-center gap-1.5 text-[0.6875rem]">
                    {mark && <span className="text-primary">上次读到这里</span>}
                    {!mark && read && <span className="text-muted">已读</span>}
                    {savedOffline.has(c.id) && <span className="text-success">可离线</span>}
                    {c.locked && (
                      <span className="flex items-center gap-0.5 font-medium text-diamond">
                        <LockIcon /> {c.price} X钻
                      </span>
                    )}
                    {c.unlocked && (
                      <span className="flex items-center gap-0.5 text-primary">
                        <LockIcon open /> {EnumLabels.ChapterUnlockResultAccess.owned}
                      </span>
                    )}
                  </span>
                </>
              );
              const look = `flex min-h-14 w-full flex-col justify-center rounded-xl px-3 py-2 text-left shadow-card active:scale-[0.98] ${mark ? 'bg-primary-soft ring-1 ring-primary/40' : 'bg-card'}`;
              return (
                <li
                  key={c.id}
                  data-chapter-id={c.id}
                  data-locked={c.locked ? 'true' : undefined}
                  data-read={read ? 'true' : undefined}
                >
                  {c.locked ? (
                    <button type="button" className={look} onClick={() => chapterUnlock.start(toUnlock(c))}>
                      {body}
                    </button>
                  ) : (
                    <Link
                      to={`/readbook/${id}/${c.id}`}
                      aria-current={mark ? 'true' : undefined}
                      className={look}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
      <UnlockDialogs onRead={onRead} />
    </div>
  );
}
