import { META } from '../../../app/route-meta';
import { api } from '../../../lib/portal';
import { PhoneCodeForm } from '../components/phone-code-form';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.findPassword;

/** Find the password through the bound phone and set a new one. */
export default function FindPasswordPage() {
  return (
    <PhoneCodeForm
      scene="reset"
      withPassword
      submitLabel="找回密码"
      intro="通过绑定的手机号验证身份后设置新密码"
      onSubmit={({ phone, code, password }) => api.account.resetPassword({ phone, code, password })}
    />
  );
}
