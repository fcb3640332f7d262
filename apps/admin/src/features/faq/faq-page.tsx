import { PageHeader } from '../../ui/page-header';

export default function FaqPage() {
  return <PageHeader title="常见问题" />;
}
