import { META } from '../../../app/route-meta';
import { api } from '../../../lib/portal';
import { PhoneCodeForm } from '../components/phone-code-form';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.resetPwd;

/** Change the password with an SMS code to the bound phone. */
export default function ResetPasswordPage() {
  return (
    <PhoneCodeForm
      scene="reset"
      withPassword
      submitLabel="重置密码"
      intro="验证码将发送到你绑定的手机号"
      onSubmit={({ phone, code, password }) => api.account.resetPassword({ phone, code, password })}
    />
  );
}
