import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: device init, start-up init, SMS, registration, the login variants, logout. */
export function accountApi({ portal }: Transport) {
  return {
    deviceInit: (body: Schemas['DeviceInitRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/device/init', { body, ...o })),
    appInit: (body: Schemas['AppInitRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/init', { body, ...o })),
    sendSmsCode: (body: Schemas['SmsCodeRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/smsCode', { body, ...o })),
    registerWithName: (body: Schemas['RegisterWithNameRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/registerWithName', { body, ...o })),
    login: (body: Schemas['LoginRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/login', { body, ...o })),
    loginWithPhone: (body: Schemas['LoginWithPhoneRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/loginWithPhone', { body, ...o })),
    loginPhoneWithoutRegister: (body: Schemas['LoginPhoneWithoutRegisterRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/loginPhoneWithoutRegister', { body, ...o })),
    autoLogin: (body: Schemas['AutoLoginRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/autoLogin', { body, ...o })),
    tokenLogin: (body: Schemas['TokenLoginRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/tokenLogin', { body, ...o })),
    resetPassword: (body: Schemas['ResetPasswordRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/resetPassword', { body, ...o })),
    bindPhone: (body: Schemas['BindPhoneRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/bind', { body, ...o })),
    logout: (o?: CallOptions) => toResult(portal.POST('/user/logout', { ...o })),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
