import { PageHeader } from '../../ui/page-header';

export default function ComicsPage() {
  return <PageHeader title="漫画管理" />;
}
