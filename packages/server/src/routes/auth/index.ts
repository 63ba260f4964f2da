import type { SomeHandlers } from '../types.js';
import { preLogin } from './prelogin.js';
import { register } from './register.js';
import { login } from './login.js';
import { refreshToken } from './refresh.js';
import { passwordRecoveryWrap, passwordRequestNew, passwordSet } from './password.js';
import { sendVerificationEmail, verifyEmail } from './verify-email.js';
import { keysConfig, keyWrapSave, keyWraps, setKeys } from './keys.js';
import { humanCheckConfig, recaptchaVerify } from './recaptcha.js';
import { sessionSave } from './session.js';
import { logout } from './logout.js';
import { secondFactorSignIn, secondFactorStatus, totpDisable, totpEnrolConfirm, totpEnrolStart } from './second-factor.js';
import { passkeyRegister, passkeyRegistrationOptions, passkeyRemove, passkeySignIn, passkeySignInOptions, passkeys, passkeyWrap } from './passkeys.js';

type AuthRoute =
  | 'preLogin'
  | 'register'
  | 'login'
  | 'refreshToken'
  | 'passwordRequestNew'
  | 'passwordSet'
  | 'passwordRecoveryWrap'
  | 'verifyEmail'
  | 'sendVerificationEmail'
  | 'setKeys'
  | 'keysConfig'
  | 'keyWraps'
  | 'keyWrapSave'
  | 'recaptchaVerify'
  | 'humanCheckConfig'
  | 'sessionSave'
  | 'logout'
  | 'secondFactorStatus'
  | 'totpEnrolStart'
  | 'totpEnrolConfirm'
  | 'totpDisable'
  | 'secondFactorSignIn'
  | 'passkeyRegistrationOptions'
  | 'passkeyRegister'
  | 'passkeys'
  | 'passkeyRemove'
  | 'passkeyWrap'
  | 'passkeySignInOptions'
  | 'passkeySignIn';

/** spec 000 §7.3 authentication calls. */
export const authHandlers: SomeHandlers<AuthRoute> = {
  preLogin,
  register,
  login,
  refreshToken,
  passwordRequestNew,
  passwordSet,
  passwordRecoveryWrap,
  verifyEmail,
  sendVerificationEmail,
  setKeys,
  keysConfig,
  keyWraps,
  keyWrapSave,
  recaptchaVerify,
  humanCheckConfig,
  sessionSave,
  logout,
  secondFactorStatus,
  totpEnrolStart,
  totpEnrolConfirm,
  totpDisable,
  secondFactorSignIn,
  passkeyRegistrationOptions,
  passkeyRegister,
  passkeys,
  passkeyRemove,
  passkeyWrap,
  passkeySignInOptions,
  passkeySignIn,
};
