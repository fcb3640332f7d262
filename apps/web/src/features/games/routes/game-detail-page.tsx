import { useParams } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { api, downloadActions } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

/** Game detail: icon, name, introduction and the download button that runs the purchase flow. */
export default function GameDetailPage() {
  const appID = Number(useParams().id);
  const game = useQuery(`game:${appID}`, () => api.games.getGame({ appID }));
  return (
    <div className="p-3 pb-24">
      <AsyncView {...game}>
        {(g) => (
          <>
            <Card className="p-4">
              <div className="flex items-center gap-4">
                <img
                  src={g.icon}
                  alt=""
                  width={72}
                  height={72}
                  className="size-[4.5rem] rounded-2xl bg-line"
                />
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-bold text-ink">{g.name}</h2>
                  <p className="mt-1 text-xs text-muted">
                    {g.typeName} · v{g.version}
                  </p>
                </div>
              </div>
              <p className="mt-4 text-sm leading-relaxed whitespace-pre-wrap text-body">
                {g.description || g.intro}
              </p>
            </Card>
            <div className="pb-safe fixed inset-x-0 bottom-0 z-20 mx-auto max-w-[520px] bg-card/95 px-4 py-3 shadow-float backdrop-blur">
              <Button block onClick={() => downloadActions.start(g)} data-testid="download-button">
                {g.onlineType === 0 ? (
                  '免费下载'
                ) : (
                  <>
                    下载 <DiamondIcon /> {g.buyAmount} X钻
                  </>
                )}
              </Button>
            </div>
          </>
        )}
      </AsyncView>
    </div>
  );
}
