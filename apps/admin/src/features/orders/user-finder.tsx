import { Button } from '@portal/ui/button';
import { filterInputClass } from '@portal/ui/field';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { adminKey, readAdmin } from '../../lib/queries';

type User = AdminSchemas['AdminUser'];

const MATCHES = 20;

/**
 * Finds a player by uid, name (contains) or phone (whole number) with the admin search: one match opens
 * at once, several are listed to pick from.
 */
export function UserFinder({ initial, onPick }: { initial: string; onPick(uid: string): void }) {
  const [text, setText] = useState(initial);
  const [matches, setMatches] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    setMatches(null);
    if (!keyword) {
      setError('请输入 UID、用户名或手机号');
      return;
    }
    const query = { keyword, pageSize: MATCHES };
    const { data, error: failure } = await readAdmin(adminKey('searchUsers', query), (signal) =>
      admin.searchUsers(query, { signal }),
    );
    if (failure !== null) {
      setError(failure);
      return;
    }
    const [only] = data.records;
    if (data.records.length === 0) setError('没有找到该用户');
    else if (data.records.length === 1 && only) {
      setError(null);
      onPick(only.uid);
    } else {
      setError(null);
      setMatches(data.records);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <search>
        <form onSubmit={find} className="flex gap-2">
          <input
            aria-label="UID、用户名或手机号"
            placeholder="UID、用户名或手机号"
            className={`${filterInputClass} w-64`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button size="medium" variant="ghost" type="submit">
            查找
          </Button>
        </form>
      </search>
      {error && <p className="text-sm text-danger">{error}</p>}
      {matches && (
        <ul
          aria-label="找到的用户"
          className="flex flex-col divide-y divide-line rounded-lg bg-card shadow-card"
        >
          {matches.map((u) => (
            <li key={u.uid}>
              <button
                type="button"
                className="flex w-full gap-4 px-4 py-2 text-left text-sm hover:bg-page"
                onClick={() => {
                  setMatches(null);
                  onPick(u.uid);
                }}
              >
                <span className="text-ink">{u.name}</span>
                <span className="text-muted">UID {u.uid}</span>
                {u.phone && <span className="text-muted">{u.phone}</span>}
              </button>
            </li>
          ))}
          {matches.length === MATCHES && (
            <li className="px-4 py-2 text-xs text-muted">只列出前 {MATCHES} 个，请输入更完整的名字</li>
          )}
        </ul>
      )}
    </div>
  );
}
