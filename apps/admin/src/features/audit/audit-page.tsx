import { PageHeader } from '../../ui/page-header';

export default function AuditPage() {
  return <PageHeader title="操作日志" />;
}
