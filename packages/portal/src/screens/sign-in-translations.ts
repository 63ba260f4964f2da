import type { SignInMessages } from './sign-in-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: SignInMessages = {
  title: 'Iniciar sesión',
  forgot: '¿Olvidaste tu contraseña?',
  newHere: '¿Eres nuevo?',
  createAccount: 'Crear una cuenta',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
};
export const fr: SignInMessages = {
  title: 'Se connecter',
  forgot: 'Mot de passe oublié ?',
  newHere: 'Nouveau ici ?',
  createAccount: 'Créer un compte',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
};
export const de: SignInMessages = {
  title: 'Anmelden',
  forgot: 'Passwort vergessen?',
  newHere: 'Neu hier?',
  createAccount: 'Konto erstellen',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
};
export const pt: SignInMessages = {
  title: 'Entrar',
  forgot: 'Esqueceu a senha?',
  newHere: 'Novo por aqui?',
  createAccount: 'Criar uma conta',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
};
// mh: needs review by a Marshallese speaker.
export const mh: SignInMessages = {
  title: 'Deļọñ',
  forgot: 'Kwaar meļọkļọk password eo am?',
  newHere: 'Kwe ekāāl ijin?',
  createAccount: 'Kōmman juon account',
  email: 'Email',
  password: 'Password',
  submit: 'Deļọñ',
};
