import { META } from '../../../app/route-meta';
import { portal } from '../../../lib/portal';
import { clientCall, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { Cell, CellGroup } from '../../../ui/cell';

/** The page's data, in the browser (with the visitor's session). */
export const clientLoader = async () => ({
  info: await clientCall((portal) => portal.api.content.getBusinessInfo()),
});

/** Until the browser has loaded the page's data (it is the visitor's, not rendered on the server). */
export { RootFallback as HydrateFallback } from '../../../app/layouts/root-fallback';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.business;

/** Business cooperation: who to contact and how. */
export default function BusinessPage() {
  const info = useAsyncView(useKeptLoaderData<Awaited<ReturnType<typeof clientLoader>>>().info);
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
