import {
  okEmptySchema,
  tokenResponse,
  userInfoResponse,
  type BindEmailBody,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetBody,
  type VerifyBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from './api-client';

/** The account calls of public-site §7 Authentication, each answer parsed by the contract. */
const token = async (answer: Promise<unknown>) => tokenResponse.parse(await answer).token;
const user = async (answer: Promise<unknown>) => userInfoResponse.parse(await answer).data;
const done = async (answer: Promise<unknown>) => okEmptySchema.parse(await answer);

export type VerifyPurpose = NonNullable<VerifyBody['purpose']>;

export const authApi = {
  login: (body: LoginBody) => token(apiPost<unknown>('/login', body)),
  register: (body: RegisterBody) => token(apiPost<unknown>('/register', body)),
  userInfo: () => user(apiGet<unknown>('/userinfo')),
  sendCode: (email: string, purpose: VerifyPurpose, username?: string) =>
    done(
      apiPost<unknown>('/verify', {
        email,
        purpose,
        checkout: purpose === 'bind',
        username,
      } satisfies VerifyBody),
    ),
  reset: (body: ResetBody) => done(apiPost<unknown>('/reset', body)),
  bindEmail: (body: Pick<BindEmailBody, 'email' | 'code'>) =>
    user(apiPost<unknown>('/user/update', body)),
  changePassword: (body: ChangePasswordBody) => done(apiPost<unknown>('/user/password', body)),
  logout: () => done(apiPost<unknown>('/logout')),
};
