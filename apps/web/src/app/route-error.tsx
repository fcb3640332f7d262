import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ErrorState } from '../ui/states';

/** Last-resort screen when a page module fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : '页面加载失败，请检查网络后重试';
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center">
      <ErrorState message={message} onRetry={() => navigate(0)} />
      <button type="button" className="min-h-11 px-4 text-sm text-primary" onClick={() => navigate('/')}>
        返回首页
      </button>
    </div>
  );
}
