import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  LIMITS,
  MSG,
  type ChangePasswordBody,
  type RegisterBody,
  type ResetBody,
  type VerifyBody,
} from '@yuexue/contract';
import type { AuthRepo } from './repo.js';
import type { TokenService } from './session.js';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooMany,
  unauthorized,
} from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { SettingsService } from '../settings/service.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import {
  accountExistsMail,
  verificationCodeMail,
  type CodePurpose,
} from '../../providers/mail/templates.js';

const A = MSG.auth;
const V = LIMITS.verification;
const L = LIMITS.login;

export interface AuthContext {
  ip: string;
  userAgent?: string;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  tokens: TokenService;
  settings: SettingsService;
  mailer: Mailer;
  log: { warn: (obj: object, msg: string) => void };
}

export function emailSuffixAllowed(
  email: string,
  whitelist: { enabled: boolean; custom: string; white_list: string[] },
): boolean {
  if (!whitelist.enabled) return true;
  const allowed = [...whitelist.white_list, ...whitelist.custom.split(/[,，\s]+/)]
    .map((s) => s.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (allowed.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowed.some((s) => domain === s || domain.endsWith(`.${s}`));
}

export function createAuthService({ repo, tokens, settings, mailer, log }: AuthServiceDeps) {
  async function codeHash(email: string, purpose: string, code: string): Promise<string> {
    const { jwt_secret } = await settings.internal();
    return createHmac('sha256', jwt_secret).update(`${purpose}:${email}:${code}`).digest('hex');
  }

  /** Checks a code and consumes it on success; wrong tries are counted and capped. */
  async function consumeCode(
    email: string,
    purpose: CodePurpose,
    code: string,
    failMessage: string,
  ): Promise<void> {
    const row = await repo.activeCode(email, purpose);
    if (!row) throw badRequest(failMessage);
    if (row.attempts >= V.maxWrongTries) throw badRequest(A.codeTooManyTries);
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(await codeHash(email, purpose, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const counted = await repo.countWrongTry(row.id, V.maxWrongTries);
      throw badRequest(counted ? failMessage : A.codeTooManyTries);
    }
    if (!(await repo.consumeCode(row.id, V.maxWrongTries))) throw badRequest(failMessage);
  }

  /** Throttle keys of a sign-in: the account the typed name or e-mail resolves to (else the name itself) and the client address. */
  function loginKeys(typed: string, userId: number | undefined, ip: string) {
    const account = userId !== undefined ? `u:${userId}` : `name:${typed.trim().toLowerCase()}`;
    return {
      pair: `login:pair:${account}:${ip}`,
      ip: `login:ip:${ip}`,
      account: `login:acct:${account}`,
    };
  }

  return {
    async login(username: string, password: string, ctx: AuthContext): Promise<string> {
      const user = await repo.findUserByLogin(username);
      const keys = loginKeys(username, user?.id, ctx.ip);
      // Each try takes its slot before the password is checked, so parallel tries (on any instance)
      // cannot overshoot the caps; a success gives its slots back below.
      const [pairTries, ipTries, accountFailures] = await Promise.all([
        repo.hit(keys.pair, L.windowSeconds),
        repo.hit(keys.ip, L.windowSeconds),
        repo.peek(keys.account, L.accountWindowSeconds),
      ]);
      // An account under attack slows down only the addresses that already failed on it.
      const backoff = accountFailures >= L.maxFailuresPerAccount && pairTries > 1;
      if (pairTries > L.maxFailuresPerAccountAndIp || ipTries > L.maxFailuresPerIp || backoff)
        throw tooMany(A.loginThrottled, L.windowSeconds);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await repo.hit(keys.account, L.accountWindowSeconds);
        throw unauthorized(A.invalidCredentials);
      }
      await Promise.all([repo.clear(keys.pair), repo.release(keys.ip)]);
      if (user.isBanned) throw forbidden(MSG.common.banned, 'banned');
      await repo.touchLogin(user.id);
      return tokens.issue(user.id, ctx.ip, ctx.userAgent);
    },

    /** Sends a code; answers the same whether or not an account exists (no enumeration). */
    async sendCode(body: VerifyBody, ctx: AuthContext, currentUserId?: number): Promise<void> {
      const purpose: CodePurpose = body.purpose ?? (body.checkout ? 'bind' : 'register');
      if (purpose === 'bind' && !currentUserId) throw unauthorized(MSG.common.unauthorized);
      if (purpose === 'register') {
        const general = await settings.general();
        if (!general.allow_registration)
          throw forbidden(A.registrationClosed, 'registration_closed');
        // Usernames are public (comments), so a taken one is said at step 1, not after the code.
        if (body.username && (await repo.usernameTaken(body.username)))
          throw conflict(A.usernameTaken);
      }
      if (purpose !== 'reset') {
        const email = await settings.email();
        if (!emailSuffixAllowed(body.email, email.white_list)) throw badRequest(A.emailNotAllowed);
      }
      const last = await repo.lastCodeSentAt(body.email, purpose);
      if (last) {
        const wait = Math.ceil(V.resendSeconds - (Date.now() - last.getTime()) / 1000);
        if (wait > 0) throw tooMany(A.codeResendWait(wait), wait);
      }
      const perIp = await repo.hit(`code:ip:${ctx.ip}`, 3600);
      // VERIFY_CODES_PER_IP_PER_HOUR lets a deployment behind carrier-grade NAT (or a test suite on one address) raise the cap.
      if (perIp > Number(process.env.VERIFY_CODES_PER_IP_PER_HOUR ?? V.perIpPerHour))
        throw tooMany(A.codeIpCap, 3600);

      const code = String(randomInt(0, 10 ** V.digits)).padStart(V.digits, '0');
      await repo.insertCode({
        email: body.email,
        purpose,
        codeHash: await codeHash(body.email, purpose, code),
        expiresAt: new Date(Date.now() + V.ttlSeconds * 1000),
        ip: ctx.ip,
      });
      // A reset for an unknown address is recorded (same timing, same throttle) but no mail goes out,
      // nor does a bind code to an address some account holds (issue 27: the same answer either way);
      // a registration for a taken address mails its owner a notice instead of a code.
      const holder = await repo.findUserByEmail(body.email);
      if ((purpose === 'reset' && !holder) || (purpose === 'bind' && holder)) return;
      const { site_name } = await settings.general();
      const mail =
        purpose === 'register' && holder
          ? accountExistsMail(site_name)
          : verificationCodeMail(site_name, code, purpose);
      try {
        await mailer.send({ to: body.email, ...mail });
      } catch (err) {
        log.warn({ err: (err as Error).message, to: body.email }, 'verification mail failed');
        throw new HttpError(502, A.sendCodeFailedLater, 'unavailable');
      }
    },

    async register(body: RegisterBody, ctx: AuthContext): Promise<string> {
      const general = await settings.general();
      if (!general.allow_registration) throw forbidden(A.registrationClosed, 'registration_closed');
      const emailSettings = await settings.email();
      if (!emailSuffixAllowed(body.email, emailSettings.white_list))
        throw badRequest(A.emailNotAllowed);
      if (await repo.usernameTaken(body.username)) throw conflict(A.usernameTaken);
      await consumeCode(body.email, 'register', body.code, A.registerCodeFailed);
      if (await repo.findUserByEmail(body.email)) throw conflict(A.emailTaken);
      const id = await repo.createUser({
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        roleId: await repo.roleIdByCode('free_member'),
      });
      if (!id)
        throw conflict((await repo.usernameTaken(body.username)) ? A.usernameTaken : A.emailTaken);
      return tokens.issue(id, ctx.ip, ctx.userAgent);
    },

    async reset(body: ResetBody): Promise<void> {
      await consumeCode(body.email, 'reset', body.code, A.resetFailed);
      const user = await repo.findUserByEmail(body.email);
      // A code can only exist for an unknown address if the account was deleted meanwhile.
      if (!user) throw badRequest(A.resetFailed);
      await repo.setPasswordAndRevokeSessions(user.id, await hashPassword(body.password));
      await repo.clear(loginKeys(user.username, user.id, '').account);
    },

    /**
     * Changes the password of a signed-in user: the current one is checked (wrong tries are capped
     * per account), every other session is revoked and the caller's own stays signed in.
     */
    async changePassword(
      userId: number,
      sessionId: string,
      body: ChangePasswordBody,
    ): Promise<void> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(MSG.common.unauthorized);
      if (user.passwordHash) {
        const key = `password:acct:${userId}`;
        const PC = LIMITS.passwordChange;
        if ((await repo.peek(key, PC.windowSeconds)) >= PC.maxFailures)
          throw tooMany(A.passwordChangeThrottled, PC.windowSeconds);
        if (!body.current_password) throw badRequest(A.currentPasswordRequired);
        if (!(await verifyPassword(user.passwordHash, body.current_password))) {
          const failures = await repo.hit(key, PC.windowSeconds);
          throw failures >= PC.maxFailures
            ? tooMany(A.passwordChangeThrottled, PC.windowSeconds)
            : badRequest(A.currentPasswordWrong);
        }
        if (body.current_password === body.password) throw badRequest(A.passwordUnchanged);
        await repo.clear(key);
      }
      await repo.setPasswordAndRevokeSessions(userId, await hashPassword(body.password), sessionId);
    },

    async bindEmail(userId: number, email: string, code: string): Promise<void> {
      const emailSettings = await settings.email();
      if (!emailSuffixAllowed(email, emailSettings.white_list)) throw badRequest(A.emailNotAllowed);
      await consumeCode(email, 'bind', code, A.codeInvalid);
      const holder = await repo.findUserByEmail(email);
      if (holder && holder.id !== userId) throw conflict(A.emailTaken);
      if (!(await repo.setEmail(userId, email))) throw conflict(A.emailTaken);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
