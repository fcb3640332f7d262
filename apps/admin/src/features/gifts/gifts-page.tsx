import { PageHeader } from '../../ui/page-header';

export default function GiftsPage() {
  return <PageHeader title="礼包管理" />;
}
