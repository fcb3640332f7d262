import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { auth } from '../../../lib/portal';
import { checkName, checkPassword, checkPasswordAgain, firstError } from '../../../lib/portal-helpers';
import { Field } from '../components/field';
import { FormCard } from '../components/form-card';
import { useSubmit } from '../hooks/use-submit';

/** Register with a name and password; the invite code from the address goes along (SDK). */
export default function RegisterPage() {
  const { search } = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const { busy, run } = useSubmit();
  const submit = () => {
    const bad = firstError(
      checkName(name.trim()),
      checkPassword(password),
      checkPasswordAgain(password, again),
    );
    if (bad) return void toast(bad, { kind: 'error' });
    void run(() => auth.register({ name: name.trim(), password }));
  };
  return (
    <FormCard
      submitLabel="注册"
      busy={busy}
      onSubmit={submit}
      footer={
        <Link to={`/login${search}`} className="flex min-h-11 items-center">
          已有账号，去登录
        </Link>
      }
    >
      <Field
        label="用户名"
        autoComplete="username"
        placeholder="2-16个字符"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label="密码"
        type="password"
        autoComplete="new-password"
        placeholder="6-32位密码"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label="确认密码"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入密码"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
      />
    </FormCard>
  );
}
