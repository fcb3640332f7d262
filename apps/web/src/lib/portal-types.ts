// Shapes the web app reads from the SDK. Re-exported from @portal/sdk once its entry lands.
export interface Account {
  accountType: number;
  age: string;
  loginName: string;
  name: string;
  needBind: 0 | 1;
  needRealName: 0 | 1;
  newAccount: 0 | 1;
  sex: number;
  token: string;
  uid: string;
}

export interface UserStatus {
  coinNum: number;
  levelType: number;
  [field: string]: unknown;
}

export interface Announcement {
  title: string;
  createTime: string;
  content: string;
}
