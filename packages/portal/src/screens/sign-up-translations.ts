import type { SignUpMessages } from './sign-up-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: SignUpMessages = {
  title: 'Crea tu cuenta',
  haveAccount: '¿Ya tienes una cuenta?',
  signIn: 'Iniciar sesión',
  name: 'Tu nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Crear cuenta',
  ready: (email) => `Tu cuenta está lista. Revisa tu correo (${email}) para encontrar un enlace y verificar tu dirección.`,
};
export const fr: SignUpMessages = {
  title: 'Créez votre compte',
  haveAccount: 'Vous avez déjà un compte ?',
  signIn: 'Se connecter',
  name: 'Votre nom',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Créer le compte',
  ready: (email) => `Votre compte est prêt. Consultez vos e-mails (${email}) : un lien vous permet de vérifier votre adresse.`,
};
export const de: SignUpMessages = {
  title: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
  signIn: 'Anmelden',
  name: 'Ihr Name',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Konto erstellen',
  ready: (email) => `Ihr Konto ist bereit. In Ihrem Postfach (${email}) finden Sie einen Link, um Ihre Adresse zu bestätigen.`,
};
export const pt: SignUpMessages = {
  title: 'Crie sua conta',
  haveAccount: 'Já tem uma conta?',
  signIn: 'Entrar',
  name: 'Seu nome',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Criar conta',
  ready: (email) => `Sua conta está pronta. Verifique seu e-mail (${email}) para encontrar um link de confirmação do endereço.`,
};
// mh: needs review by a Marshallese speaker.
export const mh: SignUpMessages = {
  title: 'Kōmman am account',
  haveAccount: 'Ewōr am account?',
  signIn: 'Deļọñ',
  name: 'Etam',
  email: 'Email',
  password: 'Password',
  submit: 'Kōmman account',
  ready: (email) => `Account eo am emōj kōpooj. Lale email eo am (${email}) ñan juon lin bwe kwōn kamool address eo am.`,
};
