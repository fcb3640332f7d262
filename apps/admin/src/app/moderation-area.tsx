import ModerationPage from '../features/moderation/moderation-page';
import { ReportsPanel } from '../features/reports/reports-panel';

const MORE = [{ label: '举报审核', panel: <ReportsPanel /> }];

/** 内容审核 with the report review queue (举报审核) as its last tab: both are the moderators' work. */
export default function ModerationArea() {
  return <ModerationPage more={MORE} />;
}
