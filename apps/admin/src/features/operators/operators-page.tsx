import { PageHeader } from '../../ui/page-header';

export default function OperatorsPage() {
  return <PageHeader title="运营账号" />;
}
