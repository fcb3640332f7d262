import { META } from '../../../app/route-meta';
import { api } from '../../../lib/portal';
import { PhoneCodeForm } from '../components/phone-code-form';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.bindPhone;

/** Bind a phone number to the account. */
export default function BindPhonePage() {
  return (
    <PhoneCodeForm
      scene="bind"
      withPassword={false}
      submitLabel="绑定手机"
      intro="绑定手机号后可用验证码登录和找回密码"
      onSubmit={({ phone, code }) => api.account.bindPhone({ phone, code })}
    />
  );
}
