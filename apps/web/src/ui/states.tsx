import { Button } from '@portal/ui/button';
import type { ReactNode } from 'react';
import emptyImage from '../assets/empty.svg';
import errorImage from '../assets/error.svg';

interface StateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  image: string;
}

function StateBlock({ title, description, action, image }: StateProps) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <img src={image} alt="" width={160} height={120} className="h-[7.5rem] w-40" />
      <p className="mt-3 text-[0.9375rem] font-medium text-ink">{title}</p>
      {description && <p className="mt-1 text-[0.8125rem] text-muted">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function EmptyState({
  title = '暂无内容',
  description,
  action,
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return <StateBlock title={title} description={description} action={action} image={emptyImage} />;
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert">
      <StateBlock
        title="加载失败"
        description={message ?? '网络开小差了，请稍后再试'}
        image={errorImage}
        action={
          onRetry && (
            <Button variant="soft" onClick={onRetry}>
              重试
            </Button>
          )
        }
      />
    </div>
  );
}
