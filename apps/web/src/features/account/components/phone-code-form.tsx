import { type ReactNode, useState } from 'react';
import { auth, isPhone } from '../../../lib/portal';
import { toast } from '../../../ui/toast';
import { useSubmit } from '../hooks/use-submit';
import { Field } from './field';
import { FormCard } from './form-card';
import { SmsCodeField } from './sms-code-field';

/** Phone + SMS code (+ optional new password) form shared by find, reset and bind. */
export function PhoneCodeForm({
  scene,
  withPassword,
  submitLabel,
  onSubmit,
  intro,
}: {
  scene: 'bind' | 'reset';
  withPassword: boolean;
  submitLabel: string;
  intro: ReactNode;
  onSubmit(input: { phone: string; code: string; password: string }): Promise<{
    data: unknown;
    error: { message: string } | null;
  }>;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSubmit();
  const submit = async () => {
    if (!isPhone(phone)) return void toast('请输入正确的手机号', { kind: 'error' });
    if (!code) return void toast('请输入验证码', { kind: 'error' });
    if (withPassword && password.length < 6) return void toast('密码至少6位', { kind: 'error' });
    const done = await run(async () => {
      const r = await onSubmit({ phone, code, password });
      return r.error ? { data: null, error: r.error } : { data: true, error: null };
    });
    if (done) toast('操作成功', { kind: 'success' });
  };
  return (
    <>
      <p className="px-1 pt-2 text-[0.8125rem] text-muted">{intro}</p>
      <FormCard submitLabel={submitLabel} busy={busy} onSubmit={() => void submit()}>
        <Field
          label="手机号"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入手机号"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <SmsCodeField phone={phone} code={code} onCode={setCode} send={(p) => auth.sendSmsCode(p, scene)} />
        {withPassword && (
          <Field
            label="新密码"
            type="password"
            autoComplete="new-password"
            placeholder="请设置新密码"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormCard>
    </>
  );
}
