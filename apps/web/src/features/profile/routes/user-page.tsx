import { useNavigate } from 'react-router';
import { auth } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { Button } from '../../../ui/button';
import { Cell, CellGroup } from '../../../ui/cell';

const sexLabel = (sex: unknown) => (sex === 1 ? '男' : sex === 2 ? '女' : '未设置');

/** My profile details with the ways to change them, and logging out. */
export default function UserPage() {
  const { account, status } = useSession();
  const navigate = useNavigate();
  const phone = typeof status?.phone === 'string' ? status.phone : null;
  return (
    <div className="flex flex-col gap-3 pt-2">
      <CellGroup>
        <Cell title="昵称" value={account?.name} to="/changename" />
        <Cell title="UID" value={account?.uid} />
        <Cell title="性别" value={sexLabel(status?.sex ?? account?.sex)} />
        <Cell title="手机号" value={phone ?? '未绑定'} to="/bind" />
        <Cell title="修改密码" to="/reset" />
      </CellGroup>
      <Button
        variant="ghost"
        block
        className="mt-4 bg-card"
        onClick={async () => {
          await auth.logout({ server: true });
          navigate('/profile', { replace: true });
        }}
      >
        退出登录
      </Button>
    </div>
  );
}
