import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { auth } from '../../../lib/portal';
import { checkPhone, checkSmsCode, firstError } from '../../../lib/portal-helpers';
import { PhoneField } from '../components/field';
import { FormCard } from '../components/form-card';
import { SmsCodeField } from '../components/sms-code-field';
import { useSubmit } from '../hooks/use-submit';

/** Other ways in: phone + SMS code (a new phone registers automatically) or one-tap device login. */
export default function LoginOtherPage() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, run } = useSubmit();
  const submit = () => {
    const bad = firstError(checkPhone(phone), checkSmsCode(code));
    if (bad) return void toast(bad, { kind: 'error' });
    void run(() => auth.loginWithPhone({ phone, code }));
  };
  return (
    <>
      <FormCard submitLabel="登录" busy={busy} onSubmit={submit}>
        <PhoneField value={phone} onValue={setPhone} />
        <SmsCodeField phone={phone} code={code} onCode={setCode} send={(p) => auth.sendSmsCode(p, 'login')} />
      </FormCard>
      <div className="mt-6 flex flex-col items-center gap-2">
        <p className="text-xs text-muted">— 或 —</p>
        <Button variant="ghost" disabled={busy} onClick={() => void run(() => auth.autoLogin())}>
          本机一键登录
        </Button>
      </div>
    </>
  );
}
