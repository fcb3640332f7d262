import { PageHeader } from '../../ui/page-header';

export default function SensitiveWordsPage() {
  return <PageHeader title="敏感词" />;
}
