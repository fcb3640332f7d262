import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { auth } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { Cell, CellGroup } from '../../../ui/cell';
import { AccountDeletion } from '../components/account-deletion';
import { AvatarPicker } from '../components/avatar-picker';
import { SexDialog, SignatureDialog } from '../components/edit-dialogs';
import { SignedInDevices } from '../components/signed-in-devices';

const sexLabel = (sex: unknown) => (sex === 1 ? '男' : sex === 2 ? '女' : '保密');

/** My profile details with the ways to change them, my signed-in devices, account deletion and logging out. */
export default function UserPage() {
  const account = useSession((s) => s.account);
  const status = useSession((s) => s.status);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<'sex' | 'signature' | null>(null);
  const phone = status?.phone ?? null;
  const signature = status?.signature ?? '';
  return (
    <div className="flex flex-col gap-3 pt-2">
      <CellGroup>
        <AvatarPicker avatar={status?.avatar ?? ''} />
        <Cell title="昵称" value={status?.name || account?.name} to="/changename" />
        <Cell title="UID" value={account?.uid} />
        <Cell title="性别" value={sexLabel(status?.sex ?? account?.sex)} onClick={() => setEditing('sex')} />
        <Cell
          title="个性签名"
          value={<span className="line-clamp-1 max-w-40">{signature || '未填写'}</span>}
          onClick={() => setEditing('signature')}
        />
      </CellGroup>
      <CellGroup>
        <Cell title="手机号" value={phone ?? '未绑定'} to="/bind" />
        <Cell title="修改密码" to="/reset" />
        <Cell title="找回密码" to="/find" />
      </CellGroup>
      {account?.uid && <SignedInDevices uid={account.uid} />}
      {account?.uid && <AccountDeletion coinNum={status?.coinNum ?? 0} />}
      <Button
        variant="ghost"
        block
        className="mt-4 bg-card"
        onClick={async () => {
          await auth.logout();
          navigate('/profile', { replace: true });
        }}
      >
        退出登录
      </Button>
      <SexDialog open={editing === 'sex'} onClose={() => setEditing(null)} />
      <SignatureDialog open={editing === 'signature'} value={signature} onClose={() => setEditing(null)} />
    </div>
  );
}
