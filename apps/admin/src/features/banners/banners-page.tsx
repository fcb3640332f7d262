import { PageHeader } from '../../ui/page-header';

export default function BannersPage() {
  return <PageHeader title="首页横幅" />;
}
