import { Button } from '@portal/ui/button';
import { Field, inputClass } from '@portal/ui/field';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { admin, checkRequired, FieldRules } from '../../lib/admin';
import { useSession } from '../../lib/session-store';

/** Operator sign-in: name and password; the server's refusal (wrong password, locked) is shown as it says it. */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = params.get('redirect')?.startsWith('/') ? (params.get('redirect') ?? '/') : '/';
  if (session) return <Navigate to={back} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: checkRequired('账号', name, FieldRules.OperatorLoginName.maxLength),
      password: checkRequired('密码', password, FieldRules.OperatorLoginPassword.maxLength),
    };
    setErrors(next);
    setFailure(null);
    if (next.name || next.password) return;
    setBusy(true);
    const { error } = await admin.login(name.trim(), password);
    setBusy(false);
    if (error) setFailure(error.message);
    else navigate(back, { replace: true });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-page p-4" data-layout="login">
      <form
        onSubmit={submit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-[var(--radius-card)] bg-card p-8 shadow-card"
      >
        <div className="mb-2 flex items-center gap-3">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="36" height="36" className="size-9" />
          <div>
            <h1 className="text-lg font-semibold text-ink">X钻乐园 运营后台</h1>
            <p className="text-xs text-muted">请使用运营账号登录</p>
          </div>
        </div>
        <Field label="账号" error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete="username"
              className={inputClass}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="密码" error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="password"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete="current-password"
              className={inputClass}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {failure && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        )}
        <Button size="medium" variant="primary" type="submit" disabled={busy}>
          {busy ? '登录中…' : '登录'}
        </Button>
      </form>
    </main>
  );
}
