import { PageHeader } from '../../ui/page-header';

export default function AnnouncementsPage() {
  return <PageHeader title="公告管理" />;
}
