import { Card } from '@portal/ui/card';
import { useQuery } from '@tanstack/react-query';
import { api, portal } from '../../../lib/portal';
import { asyncView, sdkQuery } from '../../../lib/sdk-query';
import { AsyncView } from '../../../ui/async-view';
import { Cell, CellGroup } from '../../../ui/cell';

/** Business cooperation: who to contact and how. */
export default function BusinessPage() {
  const info = asyncView(useQuery(sdkQuery(['business'], () => api.content.getBusinessInfo())));
  return (
    <div className="flex flex-col gap-3 pt-2">
      <AsyncView {...info}>
        {(b) => (
          <>
            <Card className="p-5">
              <h2 className="text-lg font-bold text-ink">商务合作</h2>
              <p className="mt-2 text-sm leading-relaxed text-body">{b.intro}</p>
            </Card>
            <CellGroup>
              {b.contact && <Cell title="联系人" value={b.contact} />}
              <Cell title="邮箱" value={b.email} onClick={() => void portal.copy(b.email)} />
              {b.qq && <Cell title="QQ" value={b.qq} onClick={() => void portal.copy(b.qq ?? '')} />}
              {b.wechat && (
                <Cell title="微信" value={b.wechat} onClick={() => void portal.copy(b.wechat ?? '')} />
              )}
            </CellGroup>
          </>
        )}
      </AsyncView>
    </div>
  );
}
