import { PageHeader } from '../../ui/page-header';

export default function ActivitiesPage() {
  return <PageHeader title="活动管理" />;
}
