import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { appConfig } from '../../../config/app';
import { auth } from '../../../lib/portal';
import { checkName, checkPassword, firstError } from '../../../lib/portal-helpers';
import { Field } from '../components/field';
import { FormCard } from '../components/form-card';
import { OtherWays } from '../components/other-ways';
import { useSubmit } from '../hooks/use-submit';

/** Log in by name and password. Once signed in, the route guard returns the user to `redirect`. */
export default function LoginPage() {
  const { search } = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSubmit();
  const submit = () => {
    const bad = firstError(checkName(name.trim()), checkPassword(password));
    if (bad) return void toast(bad, { kind: 'error' });
    void run(() => auth.loginWithName({ name: name.trim(), password }));
  };
  return (
    <>
      <div className="flex flex-col items-center pt-4">
        <img
          src={appConfig.logo}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-2xl shadow-float"
        />
        <p className="mt-3 text-lg font-bold text-ink">欢迎来到{appConfig.title}</p>
      </div>
      <FormCard
        submitLabel="登录"
        busy={busy}
        onSubmit={submit}
        footer={
          <>
            <Link to={`/register${search}`} className="flex min-h-11 items-center">
              注册账号
            </Link>
            <Link to={`/other${search}`} className="flex min-h-11 items-center">
              手机验证码登录
            </Link>
          </>
        }
      >
        <Field
          label="用户名"
          name="name"
          autoComplete="username"
          placeholder="请输入用户名"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="密码"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormCard>
      <OtherWays search={search} busy={busy} run={(call) => void run(call)} />
    </>
  );
}
