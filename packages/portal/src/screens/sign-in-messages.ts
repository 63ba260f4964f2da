import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface SignInMessages {
  title: string;
  forgot: string;
  newHere: string;
  createAccount: string;
  email: string;
  password: string;
  submit: string;
}

const translations = () => import('./sign-in-translations.js');

// /sign-in (spec 000 §7.3 login); the wording is ours.
export const signInMessages: Catalogue<SignInMessages> = {
  en: {
    title: 'Sign in',
    forgot: 'Forgot password?',
    newHere: 'New here?',
    createAccount: 'Create an account',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
  },
  translations: lazyTranslations(translations),
};
