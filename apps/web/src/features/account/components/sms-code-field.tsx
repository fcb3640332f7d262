import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { checkPhone, FieldRules } from '../../../lib/portal-helpers';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { Field } from './field';

/** SMS code input with its send button and the 60-second resend countdown. */
export function SmsCodeField({
  phone,
  code,
  onCode,
  send,
}: {
  phone: string;
  code: string;
  onCode(code: string): void;
  send(phone: string): Promise<{ error: { message: string } | null; msg?: string }>;
}) {
  const { left, start } = useSmsCountdown();
  // A second tap while the first request is out would only be refused by the server's 60 s gap.
  const [sending, setSending] = useState(false);
  const request = async () => {
    const bad = checkPhone(phone);
    if (bad) return void toast(bad, { kind: 'error' });
    setSending(true);
    const sent = await send(phone).finally(() => setSending(false));
    if (sent.error) toast(sent.error.message, { kind: 'error' });
    else {
      // The server words it (验证码已发送).
      if (sent.msg) toast(sent.msg, { kind: 'success' });
      start();
    }
  };
  return (
    <div className="relative">
      <Field
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={FieldRules.SmsCode.maxLength}
        placeholder="请输入验证码"
        value={code}
        onChange={(e) => onCode(e.target.value)}
      />
      <button
        type="button"
        disabled={left > 0 || sending}
        onClick={request}
        className="absolute top-1/2 right-0 min-h-11 -translate-y-1/2 text-[0.8125rem] font-medium text-primary disabled:text-muted"
      >
        {left > 0 ? `${left}s后重发` : sending ? '发送中...' : '获取验证码'}
      </button>
    </div>
  );
}
