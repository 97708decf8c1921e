import type {
  BindEmailBody,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetBody,
  User,
  VerifyBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from './api-client';

/** The account calls of public-site §7 Authentication, typed by the contract. */
interface TokenAnswer {
  status: true;
  token: string;
}
interface UserAnswer {
  status: true;
  data: User;
}
interface MessageAnswer {
  status: true;
  message?: string;
}

export type VerifyPurpose = NonNullable<VerifyBody['purpose']>;

export const authApi = {
  login: (body: LoginBody) => apiPost<TokenAnswer>('/login', body).then((r) => r.token),
  register: (body: RegisterBody) => apiPost<TokenAnswer>('/register', body).then((r) => r.token),
  userInfo: () => apiGet<UserAnswer>('/userinfo').then((r) => r.data),
  sendCode: (email: string, purpose: VerifyPurpose, username?: string) =>
    apiPost<MessageAnswer>('/verify', {
      email,
      purpose,
      checkout: purpose === 'bind',
      username,
    } satisfies VerifyBody),
  reset: (body: ResetBody) => apiPost<MessageAnswer>('/reset', body),
  bindEmail: (body: Pick<BindEmailBody, 'email' | 'code'>) =>
    apiPost<UserAnswer>('/user/update', body).then((r) => r.data),
  changePassword: (body: ChangePasswordBody) => apiPost<MessageAnswer>('/user/password', body),
  logout: () => apiPost<MessageAnswer>('/logout'),
};
