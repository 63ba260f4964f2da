import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface SignUpMessages {
  title: string;
  haveAccount: string;
  signIn: string;
  /** The member's name (spec 000 §1 'Logged in as: {name}'). */
  name: string;
  email: string;
  password: string;
  submit: string;
  /** The note on /client/home after sign-up, with the address the link went to. */
  ready: (email: string) => string;
}

const translations = () => import('./sign-up-translations.js');

// /sign-up (spec 000 §7.3 register); the wording is ours.
export const signUpMessages: Catalogue<SignUpMessages> = {
  en: {
    title: 'Create your account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    name: 'Your name',
    email: 'Email',
    password: 'Password',
    submit: 'Create account',
    ready: (email) => `Your account is ready. Check your email (${email}) for a link to verify your address.`,
  },
  translations: lazyTranslations(translations),
};
