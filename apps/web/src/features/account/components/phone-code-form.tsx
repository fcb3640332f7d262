import { toast } from '@portal/ui/toast';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { auth } from '../../../lib/portal';
import { checkPassword, checkPhone, checkSmsCode, firstError } from '../../../lib/portal-helpers';
import { useSubmit } from '../hooks/use-submit';
import { Field, PhoneField } from './field';
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
  const navigate = useNavigate();
  const submit = async () => {
    const bad = firstError(
      checkPhone(phone),
      checkSmsCode(code),
      withPassword ? checkPassword(password) : null,
    );
    if (bad) return void toast(bad, { kind: 'error' });
    const done = await run(async () => {
      const r = await onSubmit({ phone, code, password });
      return r.error ? { data: null, error: r.error } : { data: true, error: null };
    });
    if (!done) return;
    // A bound phone or new password shows on the profile; the status carries the masked phone.
    await auth.refreshStatus();
    toast(`${submitLabel}成功`, { kind: 'success' });
    navigate(-1);
  };
  return (
    <>
      <p className="px-1 pt-2 text-[0.8125rem] text-muted">{intro}</p>
      <FormCard submitLabel={submitLabel} busy={busy} onSubmit={() => void submit()}>
        <PhoneField value={phone} onValue={setPhone} />
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
