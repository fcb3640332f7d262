import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, auth } from '../../../lib/portal';
import { checkName, FieldRules } from '../../../lib/portal-helpers';
import { useSession } from '../../../lib/stores/session-store';
import { Field } from '../components/field';
import { FormCard } from '../components/form-card';
import { useSubmit } from '../hooks/use-submit';

/** Change the display name. */
export default function ChangeNamePage() {
  const current = useSession((s) => s.status?.name || s.account?.name || '');
  const [name, setName] = useState(current);
  const { busy, run } = useSubmit();
  const navigate = useNavigate();
  const submit = async () => {
    const bad = checkName(name.trim())?.replace('用户名', '昵称');
    if (bad) return void toast(bad, { kind: 'error' });
    if (name.trim() === current) return void toast('新昵称与当前昵称相同', { kind: 'error' });
    const done = await run(() => api.center.updateInfo({ name: name.trim() }));
    if (done !== null) {
      await auth.refreshStatus();
      toast('修改成功', { kind: 'success' });
      navigate(-1);
    }
  };
  return (
    <FormCard submitLabel="保存" busy={busy} onSubmit={() => void submit()}>
      <Field
        label="昵称"
        maxLength={FieldRules.UserName.maxLength}
        placeholder="2-16个字符"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
    </FormCard>
  );
}
